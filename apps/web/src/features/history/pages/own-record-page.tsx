import { HISTORY_MESSAGES } from '@congregacao/shared/history-messages';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { SelectField } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { useDownloadOwnS21, useOwnDetails, useOwnHistory, useOwnServiceYears } from '../api/own-record';
import { AuxiliaryApplicationCard } from '../components/auxiliary-application-card';
import { HistoryReports } from '../components/history-reports';
import { OwnDetailsCard } from '../components/own-details-card';
import { PioneerProgressSection } from '../components/pioneer-progress-section';

function OwnHistory({ serviceYear }: { serviceYear: number }) {
  const query = useOwnHistory(serviceYear);
  if (query.isPending) return <PageSpinner />;
  if (query.isError)
    return <ErrorScreen message={HISTORY_MESSAGES.reportsFailed} onRetry={() => void query.refetch()} />;
  const { reports } = query.data;
  if (reports.length === 0) return <EmptyState title={HISTORY_MESSAGES.noReports} />;
  return <HistoryReports reports={reports} columns="sm:grid-cols-2 lg:grid-cols-3" />;
}

/** /meu-registo: the publisher's own service-year history, their S-21 and their contact details (issue 23). */
export function Component() {
  const t = useT();
  const { user } = useSession();
  const years = useOwnServiceYears();
  const details = useOwnDetails();
  const [chosen, setChosen] = useState<number | null>(null);
  const downloadS21 = useDownloadOwnS21();
  const serviceYear = chosen ?? years.data?.[0] ?? null;
  const publisherId = user?.publisherId ?? null;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title={t('history.own.title')}
        actions={
          serviceYear !== null && publisherId !== null ? (
            <Button
              variant="secondary"
              className="min-h-11"
              isLoading={downloadS21.isPending}
              onClick={() => downloadS21.mutate({ serviceYear, publisherId })}
              icon={<Download className="size-4" aria-hidden="true" />}
            >
              {t('history.own.downloadS21')}
            </Button>
          ) : null
        }
      />
      {years.isPending ? <PageSpinner /> : null}
      {years.data && years.data.length > 0 && serviceYear !== null ? (
        <>
          <SelectField
            id="own-service-year"
            label={t('history.own.serviceYear')}
            value={String(serviceYear)}
            onChange={(event) => setChosen(Number(event.target.value))}
            options={years.data.map((year) => ({ value: String(year), label: String(year) }))}
            className="min-h-11 max-w-40"
          />
          <PioneerProgressSection publisherId={null} serviceYear={serviceYear} />
          <OwnHistory serviceYear={serviceYear} />
        </>
      ) : years.data ? (
        <EmptyState title={HISTORY_MESSAGES.noReports} />
      ) : null}
      <AuxiliaryApplicationCard />
      {details.data ? <OwnDetailsCard details={details.data} /> : null}
    </div>
  );
}

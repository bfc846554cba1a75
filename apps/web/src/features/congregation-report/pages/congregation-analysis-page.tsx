import { ANALYSIS_MESSAGES as A, S10_LINES } from '@congregacao/shared/branch-cycle-messages';
import { serviceYearParamsSchema } from '@congregacao/shared/contracts/history';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useParams } from 'react-router';
import { BackToDashboard } from '../../../components/ui/back-links';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadErrorNotice } from '../../../components/ui/load-error-notice';
import { Notice } from '../../../components/ui/notice';
import { PageHeader } from '../../../components/ui/page-header';
import { ServiceYearLinks } from '../../../components/ui/service-year-links';
import { PageSpinner } from '../../../components/ui/spinner';
import { withServerReason } from '../../../lib/api-client';
import { useT } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { parseNumericParams } from '../../../lib/route-params';
import { toast } from '../../../lib/toast';
import { downloadS10, downloadTotalsCards, useCongregationAnalysis } from '../api/congregation-analysis';

const downloadIcon = <Download className="size-4" aria-hidden="true" />;

/** /analise-anual/{serviceYear}: the service year's congregation analysis (S-10), its PDF and the S-21 totals cards. */
export function Component() {
  const t = useT();
  const params = parseNumericParams(useParams(), ['serviceYear'], serviceYearParamsSchema);
  const serviceYear = params?.serviceYear ?? null;
  const query = useCongregationAnalysis(serviceYear);
  const pdf = useMutation({
    mutationFn: () => downloadS10(serviceYear ?? 0),
    onError: (error) => toast.error(withServerReason(A.downloadFailed, error)),
  });
  const totals = useMutation({
    mutationFn: () => downloadTotalsCards(serviceYear ?? 0),
    onError: (error) => toast.error(withServerReason(A.totalsFailed, error)),
  });

  if (serviceYear === null) return <Notice tone="danger">{t('congregationReport.invalidServiceYear')}</Notice>;
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <LoadErrorNotice message={A.loadFailed} onRetry={() => void query.refetch()} />;
  const analysis = query.data;

  return (
    <>
      <PageHeader
        title={A.title}
        subtitle={t('congregationReport.serviceYear', { serviceYear })}
        actions={
          <>
            <ServiceYearLinks serviceYear={serviceYear} href={paths.congregationAnalysis.href} />
            <Button variant="secondary" isLoading={pdf.isPending} onClick={() => pdf.mutate()} icon={downloadIcon}>
              {A.downloadPdf}
            </Button>
            <Button
              variant="secondary"
              isLoading={totals.isPending}
              onClick={() => totals.mutate()}
              icon={downloadIcon}
            >
              {A.totalsCards}
            </Button>
            <BackToDashboard />
          </>
        }
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,32rem)_minmax(0,1fr)]">
        <Card>
          <dl>
            {S10_LINES.map((line) => (
              <div
                key={line.key}
                className="flex items-center justify-between gap-3 border-b border-gray-100 py-3 last:border-b-0 dark:border-gray-800"
              >
                <dt className="text-gray-800 dark:text-gray-200">{line.label}</dt>
                <dd
                  className="text-xl font-bold tabular-nums text-gray-900 dark:text-gray-100"
                  data-testid={`s10-${line.key}`}
                >
                  {analysis[line.key]}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
        <ul className="grid content-start gap-2 text-sm text-gray-600 dark:text-gray-300">
          {A.definitions.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </div>
    </>
  );
}

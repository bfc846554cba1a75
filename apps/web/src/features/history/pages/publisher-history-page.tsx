import { publisherHistoryParamsSchema } from '@congregacao/shared/contracts/history';
import { ERROR_CODES } from '@congregacao/shared/error-codes';
import { HISTORY_MESSAGES } from '@congregacao/shared/history-messages';
import { PUBLISHER_MESSAGES } from '@congregacao/shared/publisher-messages';
import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { BackToPublishers } from '../../../components/ui/back-links';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { hasErrorCode } from '../../../lib/api-client';
import { parseNumericParams } from '../../../lib/route-params';
import { toast } from '../../../lib/toast';
import { usePublisherHistory } from '../api/get-publisher-history';
import { HistoryReports } from '../components/history-reports';
import { PioneerProgressSection } from '../components/pioneer-progress-section';

/** /publicadores/{serviceYear}/{publisherId}: one publisher's reports for a service year. */
export function Component() {
  const params = parseNumericParams(useParams(), ['serviceYear', 'publisherId'], publisherHistoryParamsSchema);
  const query = usePublisherHistory(params);
  // no such publisher, or another group's for an Elder: the server's reason, with nothing to retry
  const hasReason =
    hasErrorCode(query.error, ERROR_CODES.NOT_FOUND) || hasErrorCode(query.error, ERROR_CODES.FORBIDDEN);

  useEffect(() => {
    if (query.isError && !hasReason) toast.error(HISTORY_MESSAGES.reportsFailed, { id: 'history-error' });
  }, [query.isError, hasReason]);

  if (!params) {
    return (
      <div role="alert">
        <EmptyState
          title={HISTORY_MESSAGES.historyMalformedUrl}
          icon={<AlertTriangle className="size-10 text-amber-600" />}
          action={<BackToPublishers />}
        />
      </div>
    );
  }
  if (query.isPending) return <PageSpinner />;
  if (hasReason) {
    return <EmptyState title={query.error?.message ?? PUBLISHER_MESSAGES.notFound} action={<BackToPublishers />} />;
  }
  if (query.isError) {
    return (
      <ErrorScreen
        message={HISTORY_MESSAGES.reportsFailed}
        onRetry={() => void query.refetch()}
        actions={<BackToPublishers />}
      />
    );
  }

  const { publisher, reports, serviceYear } = query.data;
  return (
    <>
      <PageHeader title={publisher.name} subtitle={`Ano de Serviço ${serviceYear}`} actions={<BackToPublishers />} />
      <PioneerProgressSection publisherId={publisher.id} serviceYear={serviceYear} />
      {reports.length === 0 ? (
        <EmptyState title={HISTORY_MESSAGES.noReports} action={<BackToPublishers />} />
      ) : (
        <HistoryReports reports={reports} columns="sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" />
      )}
    </>
  );
}

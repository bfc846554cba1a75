import { monthName } from '@congregacao/shared/service-year';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { BackToDashboard } from '../../../components/ui/back-links';
import { ButtonLink } from '../../../components/ui/button';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { LoadErrorNotice } from '../../../components/ui/load-error-notice';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { INVALID_ACTIVITY_ID_MESSAGE } from '../../../lib/activity-id';
import { paths } from '../../../lib/paths';
import { parseIdParam } from '../../../lib/route-params';
import { toast } from '../../../lib/toast';
import { useReportsByMonth } from '../api/reports-by-month';
import { useIrregularPublishers } from '../api/review-calls';
import { ReviewScreen } from '../components/review/review-screen';

// one call brings the month's publishers and reports (spec point 8)
const LOAD_ERROR = 'Erro ao obter publicadores/relatórios!';
const IRREGULAR_LOAD_ERROR = 'Erro ao obter os publicadores irregulares: a lista abaixo pode estar incompleta.';

/** /rever-atividade/{id}: the Secretary reviews, approves, reopens and closes the month's reports. */
export function Component() {
  const activityId = parseIdParam(useParams().id);
  const reports = useReportsByMonth(activityId);
  const irregular = useIrregularPublishers(activityId);
  useEffect(() => {
    if (activityId === null) toast.error(INVALID_ACTIVITY_ID_MESSAGE);
  }, [activityId]);
  useEffect(() => {
    if (reports.isError) toast.error(LOAD_ERROR);
  }, [reports.isError]);

  if (activityId === null) return <ErrorScreen title={INVALID_ACTIVITY_ID_MESSAGE} actions={<BackToDashboard />} />;
  if (reports.isPending) return <PageSpinner />;
  if (reports.isError) {
    return <ErrorScreen message={LOAD_ERROR} onRetry={() => void reports.refetch()} actions={<BackToDashboard />} />;
  }
  const { activity } = reports.data;
  return (
    <>
      <PageHeader
        title={`${monthName(activity.month)} de ${activity.year}`.toUpperCase()}
        subtitle="Rever e aprovar relatórios de atividade"
        actions={
          <>
            <ButtonLink variant="secondary" to={paths.congregationReport.href(activity.id)}>
              Relatório S-1
            </ButtonLink>
            <BackToDashboard />
          </>
        }
      />
      {irregular.isError ? (
        <LoadErrorNotice message={IRREGULAR_LOAD_ERROR} onRetry={() => void irregular.refetch()} />
      ) : null}
      <ReviewScreen data={reports.data} irregular={irregular.data ?? []} />
    </>
  );
}

import { monthName } from '@congregacao/shared/service-year';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { BackToDashboard } from '../../../components/ui/back-links';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { INVALID_ACTIVITY_ID_MESSAGE } from '../../../lib/activity-id';
import { parseIdParam } from '../../../lib/route-params';
import { toast } from '../../../lib/toast';
import { useReportsByMonth } from '../api/reports-by-month';
import { FillReports } from '../components/fill/fill-reports';

const LOAD_ERROR = 'Erro ao obter relatórios!';

/** /relatorios/{id}: the group overseer (or the Secretary / Admin) fills and sends the month's reports. */
export function Component() {
  const activityId = parseIdParam(useParams().id);
  const query = useReportsByMonth(activityId);
  useEffect(() => {
    if (query.isError) toast.error(LOAD_ERROR);
  }, [query.isError]);

  if (activityId === null) return <ErrorScreen title={INVALID_ACTIVITY_ID_MESSAGE} actions={<BackToDashboard />} />;
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    return <ErrorScreen message={LOAD_ERROR} onRetry={() => void query.refetch()} actions={<BackToDashboard />} />;
  }
  const { activity } = query.data;
  return (
    <>
      <PageHeader
        title={`Relatórios de ${monthName(activity.month)} de ${activity.year}`}
        subtitle={`Ano de Serviço ${activity.serviceYear}`}
        actions={<BackToDashboard />}
      />
      <FillReports data={query.data} />
    </>
  );
}

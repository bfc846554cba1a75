import { monthName } from '@congregacao/shared/service-year';
import { useParams } from 'react-router';
import { BackToDashboard } from '../../../components/ui/back-links';
import { PageHeader } from '../../../components/ui/page-header';
import { parseIdParam } from '../../../lib/route-params';
import { useReportsByMonth } from '../api/reports-by-month';
import { FillReports } from '../components/fill/fill-reports';
import { MonthReportsStates } from '../components/month-reports-states';

const LOAD_ERROR = 'Erro ao obter relatórios!';

/** /relatorios/{id}: the group overseer (or the Secretary / Admin) fills and sends the month's reports. */
export function Component() {
  const activityId = parseIdParam(useParams().id);
  const query = useReportsByMonth(activityId);
  return (
    <MonthReportsStates activityId={activityId} query={query} loadError={LOAD_ERROR}>
      {(data) => (
        <>
          <PageHeader
            title={`Relatórios de ${monthName(data.activity.month)} de ${data.activity.year}`}
            subtitle={`Ano de Serviço ${data.activity.serviceYear}`}
            actions={<BackToDashboard />}
          />
          <FillReports data={data} />
        </>
      )}
    </MonthReportsStates>
  );
}

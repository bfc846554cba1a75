import { monthName } from '@congregacao/shared/service-year';
import { useParams } from 'react-router';
import { BackToDashboard } from '../../../components/ui/back-links';
import { PageHeader } from '../../../components/ui/page-header';
import { useT } from '../../../lib/language';
import { parseIdParam } from '../../../lib/route-params';
import { useReportsByMonth } from '../api/reports-by-month';
import { FillReports } from '../components/fill/fill-reports';
import { MonthReportsStates } from '../components/month-reports-states';

/** /relatorios/{id}: the group overseer (or the Secretary / Admin) fills and sends the month's reports. */
export function Component() {
  const t = useT();
  const activityId = parseIdParam(useParams().id);
  const query = useReportsByMonth(activityId);
  return (
    <MonthReportsStates activityId={activityId} query={query} loadError={t('fillScreen.loadFailed')}>
      {(data) => (
        <>
          <PageHeader
            title={t('fillScreen.title', { month: monthName(data.activity.month), year: data.activity.year })}
            subtitle={t('dashboard.serviceYear', { serviceYear: data.activity.serviceYear })}
            actions={<BackToDashboard />}
          />
          <FillReports data={data} />
        </>
      )}
    </MonthReportsStates>
  );
}

import { monthName } from '@congregacao/shared/service-year';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { BackToDashboard } from '../../../components/ui/back-links';
import { ButtonLink } from '../../../components/ui/button';
import { LoadErrorNotice } from '../../../components/ui/load-error-notice';
import { PageHeader } from '../../../components/ui/page-header';
import { useT } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { parseIdParam } from '../../../lib/route-params';
import { toast } from '../../../lib/toast';
import { useReportsByMonth } from '../api/reports-by-month';
import { useIrregularPublishers } from '../api/review-calls';
import { MonthReportsStates } from '../components/month-reports-states';
import { ReviewScreen } from '../components/review/review-screen';

/** /rever-atividade/{id}: the Secretary reviews, approves, reopens and closes the month's reports. */
export function Component() {
  const activityId = parseIdParam(useParams().id);
  // one call brings the month's publishers and reports (spec point 8)
  const reports = useReportsByMonth(activityId);
  const irregular = useIrregularPublishers(activityId);
  const t = useT();
  useEffect(() => {
    if (activityId === null) toast.error(t('ui.invalidActivityId'));
  }, [activityId, t]);
  return (
    <MonthReportsStates activityId={activityId} query={reports} loadError={t('reviewScreen.loadFailed')}>
      {(data) => (
        <>
          <PageHeader
            title={t('calendar.monthOfYear', {
              month: monthName(data.activity.month),
              year: data.activity.year,
            }).toUpperCase()}
            subtitle={t('reviewScreen.subtitle')}
            actions={
              <>
                <ButtonLink variant="secondary" to={paths.congregationReport.href(data.activity.id)}>
                  {t('reviewScreen.s1Link')}
                </ButtonLink>
                <BackToDashboard />
              </>
            }
          />
          {irregular.isError ? (
            <LoadErrorNotice message={t('reviewScreen.irregularLoadFailed')} onRetry={() => void irregular.refetch()} />
          ) : null}
          <ReviewScreen data={data} irregular={irregular.data ?? []} />
        </>
      )}
    </MonthReportsStates>
  );
}

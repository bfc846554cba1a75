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

// one call brings the month's publishers and reports (spec point 8)
const LOAD_ERROR = 'Erro ao obter publicadores/relatórios!';
const IRREGULAR_LOAD_ERROR = 'Erro ao obter os publicadores irregulares: a lista abaixo pode estar incompleta.';

/** /rever-atividade/{id}: the Secretary reviews, approves, reopens and closes the month's reports. */
export function Component() {
  const activityId = parseIdParam(useParams().id);
  const reports = useReportsByMonth(activityId);
  const irregular = useIrregularPublishers(activityId);
  const t = useT();
  useEffect(() => {
    if (activityId === null) toast.error(t('ui.invalidActivityId'));
  }, [activityId, t]);
  return (
    <MonthReportsStates activityId={activityId} query={reports} loadError={LOAD_ERROR}>
      {(data) => (
        <>
          <PageHeader
            title={`${monthName(data.activity.month)} de ${data.activity.year}`.toUpperCase()}
            subtitle="Rever e aprovar relatórios de atividade"
            actions={
              <>
                <ButtonLink variant="secondary" to={paths.congregationReport.href(data.activity.id)}>
                  Relatório S-1
                </ButtonLink>
                <BackToDashboard />
              </>
            }
          />
          {irregular.isError ? (
            <LoadErrorNotice message={IRREGULAR_LOAD_ERROR} onRetry={() => void irregular.refetch()} />
          ) : null}
          <ReviewScreen data={data} irregular={irregular.data ?? []} />
        </>
      )}
    </MonthReportsStates>
  );
}

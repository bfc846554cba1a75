import { CONGREGATION_REPORT_MESSAGES as M, S1_SCREEN } from '@congregacao/shared/attendance-messages';
import type { CongregationReport } from '@congregacao/shared/contracts/congregation-report';
import { monthName } from '@congregacao/shared/service-year';
import { Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { BackToDashboard } from '../../../components/ui/back-links';
import { Button, ButtonLink } from '../../../components/ui/button';
import { LoadErrorNotice } from '../../../components/ui/load-error-notice';
import { Notice } from '../../../components/ui/notice';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useActivities } from '../../../lib/queries/activities';
import { parseIdParam } from '../../../lib/route-params';
import { useCongregationReport, useCongregationReports } from '../api/congregation-report-calls';
import { S1Figures } from '../components/s1-figures';
import { S1Year } from '../components/s1-year';

/** /relatorio-congregacao/{id}: the month's S-1 figures to copy or print, and the service year month by month. */
export function Component() {
  const id = parseIdParam(useParams().id);
  const query = useCongregationReport(id);
  const activities = useActivities();
  const serviceYear = query.data?.serviceYear;
  const yearIds = (activities.data ?? []).filter((a) => a.serviceYear === serviceYear).map((a) => a.id);
  const year = useCongregationReports(yearIds);

  if (id === null) return <Notice tone="danger">Id Inválido!</Notice>;
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <LoadErrorNotice message={S1_SCREEN.loadFailed} onRetry={() => void query.refetch()} />;
  const report = query.data;
  const yearReports = year.map((q) => q.data).filter((r): r is CongregationReport => r !== undefined);

  return (
    <>
      <PageHeader
        title={S1_SCREEN.title}
        subtitle={`${monthName(report.month)} de ${report.year} · Ano de Serviço ${report.serviceYear}`}
        actions={
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button
              variant="secondary"
              onClick={() => window.print()}
              icon={<Printer className="size-4" aria-hidden="true" />}
            >
              {S1_SCREEN.print}
            </Button>
            <ButtonLink variant="secondary" to={paths.attendance.href(report.serviceYear)}>
              Assistência
            </ButtonLink>
            <BackToDashboard />
          </div>
        }
      />
      {report.missingReports > 0 ? (
        <Notice
          tone="warning"
          className="mb-4"
          title={M.missingWarning(report.missingReports)}
          actions={
            <ButtonLink
              size="sm"
              variant="secondary"
              className="print:hidden"
              to={paths.missingReports.href(report.monthlyActivityId)}
            >
              {S1_SCREEN.seeMissing}
            </ButtonLink>
          }
        />
      ) : null}
      {report.weekendMeetings === 0 ? (
        <Notice tone="info" className="mb-4">
          {M.noWeekendAttendance}
        </Notice>
      ) : null}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
        <S1Figures report={report} />
        {yearReports.length > 0 ? <S1Year serviceYear={report.serviceYear} reports={yearReports} /> : null}
      </div>
    </>
  );
}

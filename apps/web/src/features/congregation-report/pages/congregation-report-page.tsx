import { isActivityOpen } from '@congregacao/shared/activity-rules';
import { S1_SCREEN } from '@congregacao/shared/attendance-messages';
import { monthLabel, SUBMISSION_SCREEN } from '@congregacao/shared/branch-cycle-messages';
import type { MonthlyActivity } from '@congregacao/shared/contracts/activities';
import type { CongregationReport } from '@congregacao/shared/contracts/congregation-report';
import { can } from '@congregacao/shared/permissions';
import { monthIndex, monthName } from '@congregacao/shared/service-year';
import { Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { BackToDashboard } from '../../../components/ui/back-links';
import { Button, ButtonLink } from '../../../components/ui/button';
import { LoadErrorNotice } from '../../../components/ui/load-error-notice';
import { Notice } from '../../../components/ui/notice';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { useActivities } from '../../../lib/queries/activities';
import { parseIdParam } from '../../../lib/route-params';
import { useSession } from '../../../lib/session';
import { useCongregationReport, useCongregationReports } from '../api/congregation-report-calls';
import { LateReportsCounted, UnansweredReports } from '../components/late-reports';
import { S1Figures } from '../components/s1-figures';
import { S1GroupsTable } from '../components/s1-groups-table';
import { S1NoAttendance, S1Standing } from '../components/s1-notices';
import { S1Year } from '../components/s1-year';
import { SubmissionPanel, submissionChecks } from '../components/submission-panel';

/** The month posted before this one (months may be missing), or null. */
function previousOf(activities: readonly MonthlyActivity[], id: number | null): MonthlyActivity | null {
  const current = activities.find((a) => a.id === id);
  if (!current) return null;
  const at = (a: MonthlyActivity) => monthIndex(a.month, a.year);
  return activities.filter((a) => at(a) < at(current)).sort((a, b) => at(b) - at(a))[0] ?? null;
}

/** /relatorio-congregacao/{id}: the month's S-1 figures to copy or print, and the service year month by month. */
export function Component() {
  const t = useT();
  const id = parseIdParam(useParams().id);
  const query = useCongregationReport(id);
  const activities = useActivities();
  const serviceYear = query.data?.serviceYear;
  const yearIds = (activities.data ?? []).filter((a) => a.serviceYear === serviceYear).map((a) => a.id);
  const year = useCongregationReports(yearIds);
  const role = useSession().role;
  const activity = activities.data?.find((a) => a.id === id);
  const previous = previousOf(activities.data ?? [], id);
  const previousReport = useCongregationReport(previous?.id ?? null);

  if (id === null) return <Notice tone="danger">{t('congregationReport.invalidId')}</Notice>;
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <LoadErrorNotice message={S1_SCREEN.loadFailed} onRetry={() => void query.refetch()} />;
  const report = query.data;
  const yearReports = year.map((q) => q.data).filter((r): r is CongregationReport => r !== undefined);
  const previousNotSent = previous && previousReport.data?.submittedAt === null ? monthLabel(previous) : null;
  const checks = submissionChecks(report, activity ? isActivityOpen(activity) : false, previousNotSent);

  return (
    <>
      <PageHeader
        title={S1_SCREEN.title}
        subtitle={t('congregationReport.monthSubtitle', {
          month: monthName(report.month),
          year: report.year,
          serviceYear: report.serviceYear,
        })}
        actions={
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button
              variant="secondary"
              onClick={() => window.print()}
              icon={<Printer className="size-4" aria-hidden="true" />}
            >
              {S1_SCREEN.print}
            </Button>
            <ButtonLink variant="secondary" to={paths.attendance.href(report.serviceYear, report.month)}>
              {t('congregationReport.attendance')}
            </ButtonLink>
            <ButtonLink variant="secondary" to={paths.congregationAnalysis.href(report.serviceYear)}>
              {SUBMISSION_SCREEN.analysisLink}
            </ButtonLink>
            <BackToDashboard />
          </div>
        }
      />
      <SubmissionPanel report={report} checks={checks} canSubmit={can(role, 'congregationReport.submit')} />
      <S1Standing report={report} isOpen={activity ? isActivityOpen(activity) : null} />
      <S1NoAttendance report={report} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
        <S1Figures report={report} />
        {yearReports.length > 0 ? <S1Year serviceYear={report.serviceYear} reports={yearReports} /> : null}
      </div>
      <S1GroupsTable groups={report.groups} />
      <LateReportsCounted reports={report.lateReports} />
      {report.submittedAt !== null && can(role, 'reports.late') ? (
        <UnansweredReports activityId={report.monthlyActivityId} month={report} />
      ) : null}
    </>
  );
}

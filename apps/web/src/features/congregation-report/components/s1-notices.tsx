import { CONGREGATION_REPORT_MESSAGES as M, S1_SCREEN } from '@congregacao/shared/attendance-messages';
import type { CongregationReport } from '@congregacao/shared/contracts/congregation-report';
import { ButtonLink } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../lib/paths';

/**
 * What the S-1's figures are worth now: while the month is Open, the missing reports may still change them; once it
 * is Closed they are final (a late report is counted in the next S-1 not yet sent, ADR 037) and the missing stay
 * missing. `isOpen` is null while the month is not known yet: nothing is said rather than something false.
 */
export function S1Standing({ report, isOpen }: { report: CongregationReport; isOpen: boolean | null }) {
  const missing = report.missingReports > 0 && report.submittedAt === null;
  const seeMissing = missing ? (
    <ButtonLink
      size="sm"
      variant="secondary"
      className="print:hidden"
      to={paths.missingReports.href(report.monthlyActivityId)}
    >
      {S1_SCREEN.seeMissing}
    </ButtonLink>
  ) : undefined;
  if (isOpen === null) return null;
  if (isOpen) {
    return missing ? (
      <Notice tone="warning" className="mb-4" title={M.missingWarning(report.missingReports)} actions={seeMissing} />
    ) : null;
  }
  return (
    <Notice tone="success" className="mb-4" title={S1_SCREEN.closedFinal} actions={seeMissing}>
      {missing ? S1_SCREEN.closedMissing(report.missingReports) : null}
    </Notice>
  );
}

/** An average attendance of 0 because no weekend meeting was recorded: said so, with the way to record them. */
export function S1NoAttendance({ report }: { report: CongregationReport }) {
  if (report.weekendMeetings > 0) return null;
  return (
    <Notice
      tone="warning"
      className="mb-4"
      title={S1_SCREEN.noAttendance}
      actions={
        <ButtonLink
          size="sm"
          variant="secondary"
          className="print:hidden"
          to={paths.attendance.href(report.serviceYear, report.month)}
        >
          {S1_SCREEN.recordAttendance}
        </ButtonLink>
      }
    >
      {M.noWeekendAttendance}
    </Notice>
  );
}

import { ACTIVITY_MESSAGES } from '@congregacao/shared/activity-messages';
import { attendanceTotal } from '@congregacao/shared/attendance-rules';
import { computeCongregationReport } from '@congregacao/shared/congregation-report-rules';
import {
  type CongregationReport,
  type S1Figures,
  s1FiguresSchema,
} from '@congregacao/shared/contracts/congregation-report';
import { ptCollator } from '@congregacao/shared/report-rules';
import { monthIndex } from '@congregacao/shared/service-year';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { loadS1Input } from './repository';

type S1Input = NonNullable<Awaited<ReturnType<typeof loadS1Input>>>;

/** The S-1 figures of now: the month's own reports and the late reports it counts (docs/decisions/020, 037). */
function liveFigures(input: S1Input): S1Figures {
  const { id, month, year, serviceYear } = input.activity;
  const figures = computeCongregationReport({
    month,
    year,
    reports: input.reports,
    lateReports: input.lateReports.map((l) => l.group),
    windowParticipants: input.windowParticipants,
    weekendTotals: input.weekend.map(attendanceTotal),
  });
  const lateReports = input.lateReports
    .map((l) => l.ref)
    .sort((a, b) => monthIndex(a.month, a.year) - monthIndex(b.month, b.year) || ptCollator.compare(a.name, b.name));
  return { monthlyActivityId: id, month, year, serviceYear, ...figures, lateReports };
}

/**
 * A month's S-1 as the branch has it once sent (the stored figures, whatever changed since), else as it stands now
 * (never cached: a reopened month counts). 404 for an unknown activity.
 */
export async function getCongregationReport(db: DbOrTx, activityId: number): Promise<CongregationReport> {
  const input = await loadS1Input(db, activityId);
  if (!input) throw notFound(ACTIVITY_MESSAGES.notFound);
  if (input.submission) {
    const { figures, submittedAt, submittedBy } = input.submission;
    return { ...s1FiguresSchema.parse(figures), submittedAt, submittedBy };
  }
  return { ...liveFigures(input), submittedAt: null, submittedBy: null };
}

/** The live figures of a month, for storing them as sent (in the sending transaction). */
export async function getLiveFigures(db: DbOrTx, activityId: number): Promise<S1Figures> {
  const input = await loadS1Input(db, activityId);
  if (!input) throw notFound(ACTIVITY_MESSAGES.notFound);
  return liveFigures(input);
}

import { ACTIVITY_MESSAGES } from '@congregacao/shared/activity-messages';
import { attendanceTotal } from '@congregacao/shared/attendance-rules';
import { computeCongregationReport } from '@congregacao/shared/congregation-report-rules';
import type { CongregationReport } from '@congregacao/shared/contracts/congregation-report';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { loadS1Input } from './repository';

/** The S-1 figures of an activity's month, computed from what is stored now (never cached: a reopened month counts). */
export async function getCongregationReport(db: DbOrTx, activityId: number): Promise<CongregationReport> {
  const input = await loadS1Input(db, activityId);
  if (!input) throw notFound(ACTIVITY_MESSAGES.notFound);
  const { id, month, year, serviceYear } = input.activity;
  const figures = computeCongregationReport({
    month,
    year,
    reports: input.reports,
    windowParticipants: input.windowParticipants,
    weekendTotals: input.weekend.map(attendanceTotal),
  });
  return { monthlyActivityId: id, month, year, serviceYear, ...figures };
}

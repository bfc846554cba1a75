import { attendanceTotal, monthDateRange } from '@congregacao/shared/attendance-rules';
import { computeCongregationReport } from '@congregacao/shared/congregation-report-rules';
import type { CongregationReport } from '@congregacao/shared/contracts/congregation-report';
import type { DbOrTx } from '../../db/client';
import { getActivity } from '../activities/repository';
import { listAttendance } from '../attendance/repository';
import { listMonthReportGroups, listWindowParticipantGroups } from './repository';

/** The S-1 figures of an activity's month, computed from what is stored now (never cached: a reopened month counts). */
export async function getCongregationReport(db: DbOrTx, activityId: number): Promise<CongregationReport> {
  const { id, month, year, serviceYear } = await getActivity(db, activityId);
  const { first, last } = monthDateRange(month, year);
  const [reports, windowParticipants, weekend] = await Promise.all([
    listMonthReportGroups(db, id),
    listWindowParticipantGroups(db, month, year),
    listAttendance(db, first, last, 'weekend'),
  ]);
  const figures = computeCongregationReport({
    month,
    year,
    reports,
    windowParticipants,
    weekendTotals: weekend.map(attendanceTotal),
  });
  return { monthlyActivityId: id, month, year, serviceYear, ...figures };
}

import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

const BRANCH_CYCLE_LOCK = 7_340_137;

/**
 * The S-1 cycle's writes one at a time (ADR 037): sending or withdrawing an S-1, answering a late report, posting,
 * moving, opening, closing or deleting a month. Which month counts a late report depends on the months that exist and
 * on which S-1s were sent, and a month can be inserted while another transaction looks for one, so row locks taken
 * beforehand cannot cover it; one transaction-level lock, taken first, makes "counted exactly once" hold. Report
 * saves of an Open month do not take it.
 */
export async function lockBranchCycle(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BRANCH_CYCLE_LOCK})`);
}

/** SQL: the S-1 of activity `id` (a column or a value) was sent to the branch. */
export const isSubmittedSql = (id: SQL | number) =>
  sql`exists (select 1 from congregation_report_submissions s where s.monthly_activity_id = ${id})`;

/**
 * Counts the late reports not counted anywhere yet — one (`reportId`) or all — in the first month after their own
 * whose S-1 is not sent (ADR 037). Those with no such month yet stay uncounted until one is posted (the month's
 * creation calls this again). Under lockBranchCycle.
 */
export async function countLateReports(tx: Tx, reportId?: number): Promise<void> {
  await tx.execute(sql`
    update publisher_reports r
    set counted_in_activity_id = (
      select a.id from monthly_activities a
      where a.year * 12 + a.month > own.year * 12 + own.month and not ${isSubmittedSql(sql`a.id`)}
      order by a.year, a.month limit 1)
    from monthly_activities own
    where own.id = r.monthly_activity_id and r.late_at is not null and r.counted_in_activity_id is null
      ${reportId === undefined ? sql`` : sql`and r.id = ${reportId}`}`);
}

/** How many late reports the activity's S-1 counts (a month that counts some keeps its month and year). */
export async function countedLateReports(tx: Tx, activityId: number): Promise<number> {
  const result = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from publisher_reports where counted_in_activity_id = ${activityId}`,
  );
  return result.rows[0]?.n ?? 0;
}

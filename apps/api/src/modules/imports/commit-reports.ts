import { pioneerFlagsInMonth } from '@congregacao/shared/appointments';
import { canBeSent } from '@congregacao/shared/report-rules';
import { serviceYearOf } from '@congregacao/shared/service-year';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { monthlyActivities, publisherReports } from '../../db/schema';
import { monthKey, type ReportPlan } from './report-plan';
import type { ReportImportState } from './report-state';

/**
 * Writes a report plan in the caller's transaction (the state was checked unchanged and is locked by the caller): the
 * months it lists are created Closed; each report takes its pioneer flags from the appointments valid in its month
 * (as report generation does), a new one the publisher's group and, in a Closed month, the status Sent (history)
 * when its participation is answered (report-rules.ts canBeSent).
 */
export async function commitReportPlan(tx: Tx, plan: ReportPlan, state: ReportImportState) {
  const activities = new Map(state.activities.map((a) => [monthKey(a.month, a.year), a]));
  if (plan.newMonths.length > 0) {
    const created = await tx
      .insert(monthlyActivities)
      .values(plan.newMonths.map((m) => ({ ...m, serviceYear: serviceYearOf(m.month, m.year), status: 'Closed' })))
      .returning();
    for (const a of created) activities.set(monthKey(a.month, a.year), a);
  }
  const groupOf = new Map(state.publishers.map((p) => [p.id, p.groupId]));
  let created = 0;
  let updated = 0;
  const inserts: (typeof publisherReports.$inferInsert)[] = [];
  for (const r of plan.rows) {
    const activity = activities.get(monthKey(r.month, r.year))!;
    const flags = pioneerFlagsInMonth(state.appointments.get(r.publisherId) ?? [], r.year, r.month);
    if (r.reportId === null) {
      inserts.push({
        ...r.values,
        ...flags,
        publisherId: r.publisherId,
        monthlyActivityId: activity.id,
        groupId: groupOf.get(r.publisherId) ?? null,
        // history of a Closed month is Sent, when it can be (an unanswered report stays as it was: not sent)
        status: activity.status === 'Closed' && canBeSent(r.values) ? 'Sent' : 'Open',
      });
      continue;
    }
    await tx
      .update(publisherReports)
      .set({ ...r.values, ...flags, version: sql`${publisherReports.version} + 1`, updatedAt: new Date() })
      .where(eq(publisherReports.id, r.reportId));
    updated++;
  }
  const CHUNK = 1000;
  for (let i = 0; i < inserts.length; i += CHUNK) {
    await tx.insert(publisherReports).values(inserts.slice(i, i + CHUNK));
    created += inserts.slice(i, i + CHUNK).length;
  }
  return { created, updated, monthsCreated: plan.newMonths.length };
}

import { isActivityOpen } from '@congregacao/shared/activity-rules';
import { DELETE_MONTH_MESSAGES } from '@congregacao/shared/branch-cycle-messages';
import { monthName } from '@congregacao/shared/service-year';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { monthlyActivities, publisherReports } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { inAuditLanguage, recordAudit } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { countLateReports, lockBranchCycle } from './late-counting';
import { getActivity } from './repository';

/** A report holding something a person gave: an answer, a figure, a remark, or it was sent (nothing is lost). */
const holdsAnswer = sql`(r.participated_in_ministry is not null or r.studies > 0 or coalesce(r.hours, 0) > 0
  or btrim(r.observations) <> '' or r.self_reported_at is not null or r.status = 'Sent')`;

/**
 * DELETE /monthlyactivityreports/{id} (ADR 037): a month posted by mistake goes away with its reports, only while it is
 * Open and none of them holds an answer (409 naming why otherwise). Late reports it counted go to the next month that
 * can count them (or wait for one). One transaction, audited with what the month held.
 */
export async function deleteActivity(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBranchCycle(tx);
    const activity = await getActivity(tx, id, 'update');
    if (!isActivityOpen(activity)) throw conflict(DELETE_MONTH_MESSAGES.closed);
    const [counts] = (
      await tx.execute<{ reports: number; answered: number }>(sql`
        select count(*)::int as reports, (count(*) filter (where ${holdsAnswer}))::int as answered
        from publisher_reports r where r.monthly_activity_id = ${id}`)
    ).rows;
    if (counts && counts.answered > 0) throw conflict(DELETE_MONTH_MESSAGES.answered(counts.answered));
    const recounted = await tx
      .update(publisherReports)
      .set({ countedInActivityId: null })
      .where(eq(publisherReports.countedInActivityId, id))
      .returning({ id: publisherReports.id });
    await tx.delete(publisherReports).where(eq(publisherReports.monthlyActivityId, id));
    await tx.delete(monthlyActivities).where(eq(monthlyActivities.id, id));
    await countLateReports(tx);
    await recordAudit(tx, actor, {
      eventType: 'REPORT_DELETE',
      description: inAuditLanguage(
        () =>
          `Atividade mensal de ${monthName(activity.month)} de ${activity.year} eliminada (lançada por engano, ${counts?.reports ?? 0} relatórios por preencher)`,
      ),
      resource: 'monthly_activity',
      resourceId: id,
      oldValues: {
        month: activity.month,
        year: activity.year,
        serviceYear: activity.serviceYear,
        status: activity.status,
      },
      details: {
        monthlyActivityId: id,
        reportsDeleted: counts?.reports ?? 0,
        lateReportIds: recounted.map((r) => r.id),
      },
    });
  });
}

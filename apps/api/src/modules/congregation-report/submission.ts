import { isActivityOpen } from '@congregacao/shared/activity-rules';
import { SUBMISSION_MESSAGES as M, monthLabel } from '@congregacao/shared/branch-cycle-messages';
import type { MonthlyActivity } from '@congregacao/shared/contracts/activities';
import type { CongregationReport } from '@congregacao/shared/contracts/congregation-report';
import { monthName } from '@congregacao/shared/service-year';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { congregationReportSubmissions, publisherReports } from '../../db/schema';
import type { SignedInActor } from '../../lib/actor';
import { inAuditLanguage, recordAudit } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { isSubmittedSql, lockBranchCycle } from '../activities/late-counting';
import { getActivity } from '../activities/repository';
import { getCongregationReport, getLiveFigures } from './service';

const RESOURCE = 'congregation_report';

/**
 * `change` in a transaction of the S-1 cycle (lockBranchCycle), with the activity (404 when unknown; its row locked)
 * and its S-1 as sent, or null.
 */
function withSubmission<T>(
  db: Database,
  activityId: number,
  change: (tx: Tx, activity: MonthlyActivity, sent: Submission | null) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockBranchCycle(tx);
    const activity = await getActivity(tx, activityId, 'update');
    const [sent] = await tx
      .select()
      .from(congregationReportSubmissions)
      .where(eq(congregationReportSubmissions.monthlyActivityId, activityId));
    return change(tx, activity, sent ?? null);
  });
}

type Submission = typeof congregationReportSubmissions.$inferSelect;

/**
 * POST …/congregation-report/submission (ADR 037): the S-1 of a Closed month as it stands now is stored, with who and
 * when; from then on it is what the congregation report answers. 409 for an Open month or one already sent.
 */
export async function submitCongregationReport(
  db: Database,
  actor: SignedInActor,
  activityId: number,
): Promise<CongregationReport> {
  return withSubmission(db, activityId, async (tx, activity, existing) => {
    if (isActivityOpen(activity)) throw conflict(M.monthOpen);
    if (existing) throw conflict(M.alreadySubmitted(existing.submittedAt.toISOString()));
    const figures = await getLiveFigures(tx, activityId);
    const submittedBy = actor.user.displayName || actor.user.username;
    const submittedAt = new Date();
    await tx.insert(congregationReportSubmissions).values({
      monthlyActivityId: activityId,
      figures,
      submittedAt,
      submittedBy: actor.user.id,
      submittedByName: submittedBy,
    });
    await recordAudit(tx, actor, {
      eventType: 'REPORT_APPROVE',
      description: inAuditLanguage(
        () => `S-1 de ${monthName(activity.month)} de ${activity.year} marcado como enviado à filial`,
      ),
      resource: RESOURCE,
      resourceId: activityId,
      newValues: { figures },
      details: { monthlyActivityId: activityId, lateReportIds: figures.lateReports.map((r) => r.reportId) },
    });
    return { ...figures, submittedAt: submittedAt.toISOString(), submittedBy };
  });
}

/**
 * DELETE …/congregation-report/submission (ADR 037): the S-1 is no longer marked as sent and answers the figures of
 * now again. Refused while a later S-1 that counted this month's late reports is sent (they would be counted twice
 * once this one is sent again). The month's other late reports become its ordinary reports again: its S-1 is not
 * sent, so they count in it, and no longer in a later one.
 */
export async function withdrawSubmission(
  db: Database,
  actor: SignedInActor,
  activityId: number,
): Promise<CongregationReport> {
  return withSubmission(db, activityId, async (tx, activity, existing) => {
    if (!existing) throw conflict(M.notSubmitted);
    const blocking = await tx.execute<{ month: number; year: number }>(sql`
      select distinct c.month, c.year from publisher_reports r join monthly_activities c on c.id = r.counted_in_activity_id
      where r.monthly_activity_id = ${activityId} and ${isSubmittedSql(sql`c.id`)}
      order by c.year, c.month`);
    if (blocking.rows.length > 0) throw conflict(M.withdrawBlocked(blocking.rows.map(monthLabel)));
    const unlate = await tx
      .update(publisherReports)
      .set({ lateAt: null, countedInActivityId: null })
      .where(and(eq(publisherReports.monthlyActivityId, activityId), isNotNull(publisherReports.lateAt)))
      .returning({ id: publisherReports.id });
    await tx
      .delete(congregationReportSubmissions)
      .where(eq(congregationReportSubmissions.monthlyActivityId, activityId));
    await recordAudit(tx, actor, {
      eventType: 'REPORT_REJECT',
      description: inAuditLanguage(
        () => `Envio à filial do S-1 de ${monthName(activity.month)} de ${activity.year} retirado`,
      ),
      resource: RESOURCE,
      resourceId: activityId,
      oldValues: {
        figures: existing.figures,
        submittedAt: existing.submittedAt.toISOString(),
        submittedBy: existing.submittedByName,
      },
      details: { monthlyActivityId: activityId, lateReportsBackInTheirMonth: unlate.map((r) => r.id) },
    });
    return getCongregationReport(tx, activityId);
  });
}

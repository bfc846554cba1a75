import { isActivityOpen } from '@congregacao/shared/activity-rules';
import type { Publisher } from '@congregacao/shared/contracts/publishers';
import { monthName } from '@congregacao/shared/service-year';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { monthlyActivities, publisherReports, publishers } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { recordAudit, recordAudits } from '../../lib/audit';
import { generateReports } from './generate-reports';
import { findLatestActivityForShare } from './repository';

const isReporting = (p: Pick<Publisher, 'isEnabled' | 'isCurrentlyInactive'> | null) =>
  Boolean(p?.isEnabled && !p.isCurrentlyInactive);

export interface PublisherChange {
  before: Publisher | null;
  after: Publisher;
}

/**
 * Publishers who start reporting (created, re-enabled or made active) while the latest month is Open get their
 * report in it, by the rules of report generation, in the caller's transaction and audited there: when they belong
 * to the congregation that month (generateReports checks the dates). Never in an earlier month, never twice. One
 * publisher gets one entry naming them; many at once (an import) one entry listing them.
 */
export async function addReportsInOpenMonth(tx: Tx, actor: Actor, changes: readonly PublisherChange[]): Promise<void> {
  const joining = changes.filter((c) => isReporting(c.after) && !isReporting(c.before)).map((c) => c.after);
  if (joining.length === 0) return;
  const activity = await findLatestActivityForShare(tx);
  if (!activity || !isActivityOpen(activity)) return;
  const ids = joining.map((p) => p.id);
  if ((await generateReports(tx, activity.id, new Set(), ids)) === 0) return;
  const reports = await tx
    .select()
    .from(publisherReports)
    .where(and(eq(publisherReports.monthlyActivityId, activity.id), inArray(publisherReports.publisherId, ids)));
  const month = `${monthName(activity.month)} de ${activity.year}`;
  const [report] = reports;
  const publisher = joining.find((p) => p.id === report?.publisherId);
  if (reports.length === 1 && report && publisher) {
    await recordAudit(tx, actor, {
      eventType: 'REPORT_CREATE',
      description: `Relatório de ${month} criado para "${publisher.name}" (entrou com o mês aberto)`,
      resource: 'publisher_report',
      resourceId: report.id,
      details: { publisherId: publisher.id, monthlyActivityId: activity.id },
      newValues: { ...report, createdAt: undefined, updatedAt: undefined },
      subjects: { publisherIds: [publisher.id] },
    });
    return;
  }
  await recordAudit(tx, actor, {
    eventType: 'REPORT_CREATE',
    description: `Relatórios de ${month} criados para ${reports.length} publicadores (entraram com o mês aberto)`,
    resource: 'publisher_report',
    details: { monthlyActivityId: activity.id, publisherIds: reports.map((r) => r.publisherId) },
    subjects: { publisherIds: reports.map((r) => r.publisherId), reportIds: reports.map((r) => r.id) },
  });
}

/**
 * History stays history (ADR 019): a publisher moved to another group takes along their Open report of the latest
 * month while it is Open, never a Sent one and never an earlier month's. One UPDATE for every move of a save.
 */
export async function moveOpenReports(tx: Tx, changes: readonly PublisherChange[]): Promise<void> {
  const moved = changes.filter((c) => c.before !== null && c.before.groupId !== c.after.groupId).map((c) => c.after);
  if (moved.length === 0) return;
  const activity = await findLatestActivityForShare(tx);
  if (!activity || !isActivityOpen(activity)) return;
  await tx.execute(sql`
    update ${publisherReports} r
    set group_id = p.group_id, version = r.version + 1, updated_at = now()
    from ${publishers} p
    where p.id = r.publisher_id and r.publisher_id = any(${sql.param(moved.map((p) => p.id))}::int[])
      and r.monthly_activity_id = ${activity.id} and r.status = 'Open'`);
}

/**
 * One rule for an archived publisher's Open report (ADR 026), whether the form or an import archived them: archiving
 * removes it from every Open month, in the archiving transaction, one audit entry per report with what it held; so
 * the fill screen, the review and send-to-secretary never meet a report nobody is expected to answer. Sent reports,
 * and reports of Closed months, are history and stay. The screens ask for confirmation before archiving.
 */
export async function removeArchivedOpenReports(tx: Tx, actor: Actor, archived: readonly Publisher[]) {
  if (archived.length === 0) return;
  const removed = await tx
    .delete(publisherReports)
    .where(
      and(
        inArray(
          publisherReports.publisherId,
          archived.map((p) => p.id),
        ),
        eq(publisherReports.status, 'Open'),
        inArray(
          publisherReports.monthlyActivityId,
          tx.select({ id: monthlyActivities.id }).from(monthlyActivities).where(eq(monthlyActivities.status, 'Open')),
        ),
      ),
    )
    .returning();
  if (removed.length === 0) return;
  const activities = await tx
    .select()
    .from(monthlyActivities)
    .where(
      inArray(
        monthlyActivities.id,
        removed.map((r) => r.monthlyActivityId),
      ),
    );
  const monthOf = new Map(activities.map((a) => [a.id, `${monthName(a.month)} de ${a.year}`]));
  const nameOf = new Map(archived.map((p) => [p.id, p.name]));
  await recordAudits(
    tx,
    removed.map((report) => ({
      actor,
      entry: {
        eventType: 'REPORT_DELETE',
        description: `Relatório em aberto de ${monthOf.get(report.monthlyActivityId)} de "${nameOf.get(report.publisherId)}" removido do mês (publicador arquivado)`,
        resource: 'publisher_report',
        resourceId: report.id,
        oldValues: { ...report, createdAt: undefined, updatedAt: undefined },
        details: { publisherId: report.publisherId, monthlyActivityId: report.monthlyActivityId },
        subjects: { publisherIds: [report.publisherId] },
      },
    })),
  );
}

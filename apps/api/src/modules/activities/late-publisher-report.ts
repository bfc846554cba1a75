import { isActivityOpen } from '@congregacao/shared/activity-rules';
import type { Publisher } from '@congregacao/shared/contracts/publishers';
import { monthName } from '@congregacao/shared/service-year';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { monthlyActivities, publisherReports } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
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
    });
    return;
  }
  await recordAudit(tx, actor, {
    eventType: 'REPORT_CREATE',
    description: `Relatórios de ${month} criados para ${reports.length} publicadores (entraram com o mês aberto)`,
    resource: 'publisher_report',
    details: { monthlyActivityId: activity.id, publisherIds: reports.map((r) => r.publisherId) },
  });
}

export function addReportInOpenMonth(tx: Tx, actor: Actor, before: Publisher | null, after: Publisher): Promise<void> {
  return addReportsInOpenMonth(tx, actor, [{ before, after }]);
}

/**
 * History stays history (issue 21): a publisher moved to another group takes along their Open report of the latest
 * month while it is Open, never a Sent one and never an earlier month's.
 */
export async function moveOpenReport(tx: Tx, before: Publisher, after: Publisher): Promise<void> {
  if (before.groupId === after.groupId) return;
  const activity = await findLatestActivityForShare(tx);
  if (!activity || !isActivityOpen(activity)) return;
  await tx
    .update(publisherReports)
    .set({ groupId: after.groupId, version: sql`${publisherReports.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(publisherReports.monthlyActivityId, activity.id),
        eq(publisherReports.publisherId, after.id),
        eq(publisherReports.status, 'Open'),
      ),
    );
}

/**
 * One rule for an archived publisher's Open report (issue 21 point 4, ADR 026): archiving removes it from every Open
 * month, in the archiving transaction, one audit entry per report with what it held; so the fill screen, the review
 * and send-to-secretary never meet a report nobody is expected to answer. Sent reports, and reports of Closed months,
 * are history and stay. The screens ask for confirmation before archiving.
 */
export async function removeArchivedOpenReports(tx: Tx, actor: Actor, before: Publisher, after: Publisher) {
  if (!before.isEnabled || after.isEnabled) return;
  const removed = await tx
    .delete(publisherReports)
    .where(
      and(
        eq(publisherReports.publisherId, after.id),
        eq(publisherReports.status, 'Open'),
        inArray(
          publisherReports.monthlyActivityId,
          tx.select({ id: monthlyActivities.id }).from(monthlyActivities).where(eq(monthlyActivities.status, 'Open')),
        ),
      ),
    )
    .returning();
  for (const report of removed) {
    const [activity] = await tx
      .select()
      .from(monthlyActivities)
      .where(eq(monthlyActivities.id, report.monthlyActivityId));
    const month = activity
      ? `${monthName(activity.month)} de ${activity.year}`
      : `atividade ${report.monthlyActivityId}`;
    await recordAudit(tx, actor, {
      eventType: 'REPORT_DELETE',
      description: `Relatório em aberto de ${month} de "${after.name}" removido do mês (publicador arquivado)`,
      resource: 'publisher_report',
      resourceId: report.id,
      oldValues: { ...report, createdAt: undefined, updatedAt: undefined },
      details: { publisherId: after.id, monthlyActivityId: report.monthlyActivityId },
    });
  }
}

import { isActivityOpen } from '@congregacao/shared/activity-rules';
import type { Publisher } from '@congregacao/shared/contracts/publishers';
import { monthName } from '@congregacao/shared/service-year';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { publisherReports } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { generateReports } from './generate-reports';
import { findLatestActivityForShare } from './repository';

const isReporting = (p: Pick<Publisher, 'isEnabled' | 'isCurrentlyInactive'> | null) =>
  Boolean(p?.isEnabled && !p.isCurrentlyInactive);

/**
 * A publisher who starts reporting (created, re-enabled or made active) while the latest month is Open gets their
 * report in it, by the rules of report generation, in the caller's transaction and audited there: when they belong
 * to the congregation that month (generateReports checks the dates). Never in an earlier month, never twice.
 */
export async function addReportInOpenMonth(
  tx: Tx,
  actor: Actor,
  before: Publisher | null,
  after: Publisher,
): Promise<void> {
  if (!isReporting(after) || isReporting(before)) return;
  const activity = await findLatestActivityForShare(tx);
  if (!activity || !isActivityOpen(activity)) return;
  if ((await generateReports(tx, activity.id, new Set(), after.id)) === 0) return;
  const [report] = await tx
    .select()
    .from(publisherReports)
    .where(and(eq(publisherReports.monthlyActivityId, activity.id), eq(publisherReports.publisherId, after.id)));
  await recordAudit(tx, actor, {
    eventType: 'REPORT_CREATE',
    description: `Relatório de ${monthName(activity.month)} de ${activity.year} criado para "${after.name}" (entrou com o mês aberto)`,
    resource: 'publisher_report',
    resourceId: report!.id,
    details: { publisherId: after.id, monthlyActivityId: activity.id },
    newValues: { ...report, createdAt: undefined, updatedAt: undefined },
  });
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

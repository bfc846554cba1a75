import { isActivityOpen } from '@congregacao/shared/activity-rules';
import type { Publisher } from '@congregacao/shared/contracts/publishers';
import { monthName } from '@congregacao/shared/service-year';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { publisherReports } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { generateReports } from './generate-reports';
import { findLatestActivityForShare } from './repository';

const isReporting = (p: Pick<Publisher, 'isEnabled' | 'isCurrentlyInactive'> | null) =>
  Boolean(p?.isEnabled && !p.isCurrentlyInactive);

/** The last day of a month (0-11) as `yyyy-mm-dd`. */
function lastDayOf(year: number, month: number): string {
  return new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);
}

export interface PublisherChange {
  before: Publisher | null;
  after: Publisher;
}

/**
 * Publishers who start reporting (created, re-enabled or made active) while the latest month is Open get their
 * report in it, by the rules of report generation, in the caller's transaction and audited there: when they belong
 * to the congregation that month (arrival not after its last day). Never in an earlier month, never twice. One
 * publisher gets one entry naming them; many at once (an import) one entry listing them.
 */
export async function addReportsInOpenMonth(tx: Tx, actor: Actor, changes: readonly PublisherChange[]): Promise<void> {
  const joining = changes.filter((c) => isReporting(c.after) && !isReporting(c.before)).map((c) => c.after);
  if (joining.length === 0) return;
  const activity = await findLatestActivityForShare(tx);
  if (!activity || !isActivityOpen(activity)) return;
  const lastDay = lastDayOf(activity.year, activity.month);
  const members = joining.filter((p) => !p.arrivalCongregation || p.arrivalCongregation <= lastDay);
  if (members.length === 0) return;
  const ids = members.map((p) => p.id);
  if ((await generateReports(tx, activity.id, new Set(), ids)) === 0) return;
  const reports = await tx
    .select()
    .from(publisherReports)
    .where(and(eq(publisherReports.monthlyActivityId, activity.id), inArray(publisherReports.publisherId, ids)));
  const month = `${monthName(activity.month)} de ${activity.year}`;
  const [report] = reports;
  if (members.length === 1 && report) {
    await recordAudit(tx, actor, {
      eventType: 'REPORT_CREATE',
      description: `Relatório de ${month} criado para "${members[0]!.name}" (entrou com o mês aberto)`,
      resource: 'publisher_report',
      resourceId: report.id,
      details: { publisherId: members[0]!.id, monthlyActivityId: activity.id },
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

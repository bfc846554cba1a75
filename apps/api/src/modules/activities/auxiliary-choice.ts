import { ACTIVITY_MESSAGES } from '@congregacao/shared/activity-messages';
import { canReportHours } from '@congregacao/shared/report-rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { publisherReports } from '../../db/schema';
import { AppError } from '../../lib/errors';

export interface AuxiliaryChange {
  auxiliariesAdded: number[];
  auxiliariesRemoved: number[];
  /** hours dropped from reports that stopped being auxiliary (kept here for the audit log) */
  hoursCleared: { publisherId: number; hours: number }[];
}

/**
 * Makes the activity's reports match the chosen auxiliary pioneers, keeping everything already filled:
 * a newly chosen publisher (not a regular pioneer) becomes auxiliary, with hours 0 if none were entered;
 * a publisher no longer chosen stops being auxiliary, and unless a regular pioneer no longer reports hours
 * (hours null, spec point 5: hours only for pioneers). Changed reports get a new version. A closed activity
 * refuses any change to its reports (409). `chosen` undefined = keep the current choice.
 */
export async function applyAuxiliaryChoice(
  db: DbOrTx,
  monthlyActivityId: number,
  chosen: ReadonlySet<number> | undefined,
  isClosed: boolean,
): Promise<AuxiliaryChange> {
  const none = { auxiliariesAdded: [], auxiliariesRemoved: [], hoursCleared: [] };
  if (!chosen) return none;
  const reports = await db
    .select({
      publisherId: publisherReports.publisherId,
      auxiliaryPioneer: publisherReports.auxiliaryPioneer,
      regularPioneer: publisherReports.regularPioneer,
      specialPioneer: publisherReports.specialPioneer,
      fieldMissionary: publisherReports.fieldMissionary,
      hours: publisherReports.hours,
    })
    .from(publisherReports)
    .where(eq(publisherReports.monthlyActivityId, monthlyActivityId));
  const toAdd = reports.filter((r) => !canReportHours(r) && chosen.has(r.publisherId)).map((r) => r.publisherId);
  const removed = reports.filter((r) => r.auxiliaryPioneer && !chosen.has(r.publisherId));
  const toRemove = removed.map((r) => r.publisherId);
  if (toAdd.length === 0 && toRemove.length === 0) return none;
  if (isClosed) throw new AppError('ACTIVITY_CLOSED', ACTIVITY_MESSAGES.closedAuxiliary);

  const ofActivity = (ids: number[]) =>
    and(eq(publisherReports.monthlyActivityId, monthlyActivityId), inArray(publisherReports.publisherId, ids));
  const bump = { version: sql`${publisherReports.version} + 1`, updatedAt: new Date() };
  if (toAdd.length > 0) {
    await db
      .update(publisherReports)
      .set({ auxiliaryPioneer: true, hours: sql`coalesce(${publisherReports.hours}, 0)`, ...bump })
      .where(ofActivity(toAdd));
  }
  if (toRemove.length > 0) {
    await db
      .update(publisherReports)
      .set({
        auxiliaryPioneer: false,
        hours: sql`case when ${publisherReports.regularPioneer} or ${publisherReports.specialPioneer}
          or ${publisherReports.fieldMissionary} then ${publisherReports.hours} else null end`,
        ...bump,
      })
      .where(ofActivity(toRemove));
  }
  const hoursCleared = removed.flatMap((r) =>
    !canReportHours({ ...r, auxiliaryPioneer: false }) && r.hours
      ? [{ publisherId: r.publisherId, hours: r.hours }]
      : [],
  );
  return { auxiliariesAdded: toAdd, auxiliariesRemoved: toRemove, hoursCleared };
}

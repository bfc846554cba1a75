import { CONGREGATION_TIME_ZONE, todayIn } from '@congregacao/shared/attendance-rules';
import { countsInMonth } from '@congregacao/shared/congregation-report-rules';
import {
  CONGREGATION_REPORT_MESSAGES as M,
  type MissingGroup,
  type MissingReports,
} from '@congregacao/shared/contracts/congregation-report';
import { compareByPublisherLabel, publisherLabel } from '@congregacao/shared/report-rules';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { missingReportReminders } from '../../db/schema';
import { getActivity } from '../activities/repository';
import { publisherInScope, type ReportScope } from '../reports/scope';
import { listOverseers, listUnansweredReports } from './repository';

export interface MissingOptions {
  scope: ReportScope;
  isMailConfigured: boolean;
  now?: Date;
}

/**
 * The publishers whose report of the activity is not answered yet (participation null), by group, groups by number
 * (no group last); archived or exited publishers are not listed (they count nowhere in that month, ADR 020).
 */
export async function getMissingReports(
  db: DbOrTx,
  activityId: number,
  options: MissingOptions,
): Promise<MissingReports> {
  const { month, year } = await getActivity(db, activityId);
  const [rows, overseers, remindedToday] = await Promise.all([
    listUnansweredReports(db, activityId, publisherInScope(options.scope)),
    listOverseers(db),
    db
      .select({ groupId: missingReportReminders.groupId })
      .from(missingReportReminders)
      .where(eq(missingReportReminders.sentOn, todayIn(CONGREGATION_TIME_ZONE, options.now))),
  ]);
  const reminded = new Set(remindedToday.map((r) => r.groupId));
  const groups = new Map<number | null, MissingGroup & { rows: typeof rows }>();
  for (const row of rows) {
    if (!countsInMonth(row, month, year)) continue;
    let group = groups.get(row.groupId);
    if (!group) {
      const overseer = row.groupId === null ? undefined : overseers.get(row.groupId);
      const reminderUnavailable = !options.isMailConfigured
        ? M.reminderNoSmtp
        : !overseer
          ? M.reminderNoOverseer
          : !overseer.email
            ? M.reminderNoEmail
            : reminded.has(row.groupId as number)
              ? M.reminderAlreadySent
              : null;
      group = {
        groupId: row.groupId,
        groupNumber: row.groupNumber,
        overseer: overseer ? { displayName: overseer.displayName, username: overseer.username } : null,
        publishers: [],
        reminderUnavailable,
        rows: [],
      };
      groups.set(row.groupId, group);
    }
    group.rows.push(row);
  }
  const ordered = [...groups.values()].sort(
    (a, b) => (a.groupNumber ?? Number.MAX_SAFE_INTEGER) - (b.groupNumber ?? Number.MAX_SAFE_INTEGER),
  );
  return {
    groups: ordered.map(({ rows: members, ...group }) => ({
      ...group,
      publishers: members
        .sort(compareByPublisherLabel)
        .map((p) => ({ publisherId: p.publisherId, name: publisherLabel(p) })),
    })),
  };
}

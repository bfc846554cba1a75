import type { AuditStats } from '@congregacao/shared/contracts/audit';
import { AUDIT_STATS_DAYS } from '@congregacao/shared/limits';
import { and, count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { auditLogs } from '../../../db/schema';

/** 00:00 UTC of the first day of the statistics window (today and the AUDIT_STATS_DAYS - 1 days before). */
export function statsWindowStart(now: Date = new Date()): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (AUDIT_STATS_DAYS - 1) * 86_400_000);
}

async function eventTypeCounts(db: DbOrTx, since: Date) {
  const n = count();
  const rows = await db
    .select({ event_type: auditLogs.eventType, count: n })
    .from(auditLogs)
    .where(gte(auditLogs.timestamp, since))
    .groupBy(auditLogs.eventType)
    .orderBy(desc(n), auditLogs.eventType);
  return rows as AuditStats['eventTypes'];
}

/** Entries per user; name, display name and role are those of the user's latest entry. */
async function userCounts(db: DbOrTx, since: Date) {
  const perUser = db
    .select({
      userId: auditLogs.userId,
      count: count().as('count'),
      lastId: sql<number>`max(${auditLogs.id})`.as('last_id'),
    })
    .from(auditLogs)
    .where(and(gte(auditLogs.timestamp, since), isNotNull(auditLogs.userId)))
    .groupBy(auditLogs.userId)
    .as('per_user');
  const rows = await db
    .select({
      username: auditLogs.userUsername,
      display_name: auditLogs.userDisplayName,
      role: auditLogs.userRole,
      count: perUser.count,
    })
    .from(perUser)
    .innerJoin(auditLogs, eq(auditLogs.id, perUser.lastId))
    .orderBy(desc(perUser.count), auditLogs.userUsername);
  return rows.map((r) => ({ ...r, username: r.username ?? '' })) as AuditStats['userActivity'];
}

async function dailyCounts(db: DbOrTx, since: Date) {
  const day = sql<string>`to_char(${auditLogs.timestamp} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ date: day, count: count() })
    .from(auditLogs)
    .where(gte(auditLogs.timestamp, since))
    .groupBy(day)
    .orderBy(day);
}

export async function auditStats(db: DbOrTx, now: Date = new Date()): Promise<AuditStats> {
  const since = statsWindowStart(now);
  const [[totalRow], eventTypes, userActivity, dailyActivity] = await Promise.all([
    db.select({ total: count() }).from(auditLogs),
    eventTypeCounts(db, since),
    userCounts(db, since),
    dailyCounts(db, since),
  ]);
  return { total: totalRow?.total ?? 0, eventTypes, userActivity, dailyActivity };
}

import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  monthlyActivities,
  publisherReports,
  publishers,
  pushSubscriptions,
  reportReminders,
  users,
} from '../../db/schema';
import { type ReportScope, reportInScope } from '../reports/scope';

/** One way to reach a publisher who has not answered: their own account, or their reporting delegate's. */
export type ReminderRecipient = {
  publisherId: number;
  name: string;
  displayName: string | null;
  userId: number;
  userName: string;
  email: string | null;
  language: string | null;
};

/**
 * The month's Open reports not answered yet (participation not given) of enabled publishers in scope who report
 * from their phone — an account of their own or a delegate's — one row per account that can be reached.
 */
export async function unansweredRecipients(
  db: DbOrTx,
  activityId: number,
  scope: ReportScope,
): Promise<ReminderRecipient[]> {
  const inScope = reportInScope(scope, sql`coalesce(r.group_id, ${publishers.groupId})`) ?? sql`true`;
  const result = await db.execute<ReminderRecipient>(sql`
    select r.publisher_id as "publisherId", ${publishers.name}, ${publishers.displayName} as "displayName",
      u.id as "userId", coalesce(u.display_name, u.username) as "userName",
      coalesce(u.email, case when u.publisher_id = ${publishers.id} then ${publishers.email} end) as email,
      u.language
    from ${publisherReports} r
    join ${publishers} on ${publishers.id} = r.publisher_id
    join ${users} u on u.deleted_at is null
      and (u.publisher_id = ${publishers.id} or u.publisher_id = ${publishers.reportingDelegateId})
    where r.monthly_activity_id = ${activityId} and r.status = 'Open' and r.participated_in_ministry is null
      and ${publishers.isEnabled} and ${inScope}
    order by r.publisher_id, u.id`);
  return result.rows;
}

/** Marks these publishers reminded of the month; returns those not marked before (the others are not sent again). */
export async function claimReminders(db: DbOrTx, activityId: number, publisherIds: number[]): Promise<Set<number>> {
  if (publisherIds.length === 0) return new Set();
  const claimed = await db
    .insert(reportReminders)
    .values(publisherIds.map((publisherId) => ({ monthlyActivityId: activityId, publisherId })))
    .onConflictDoNothing()
    .returning({ publisherId: reportReminders.publisherId });
  return new Set(claimed.map((row) => row.publisherId));
}

/** Gives back the marks of publishers nobody could reach: a later reminder may reach them. */
export async function releaseReminders(db: DbOrTx, activityId: number, publisherIds: number[]): Promise<void> {
  if (publisherIds.length === 0) return;
  await db
    .delete(reportReminders)
    .where(and(eq(reportReminders.monthlyActivityId, activityId), inArray(reportReminders.publisherId, publisherIds)));
}

export async function subscriptionsOf(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
}

export async function deleteSubscriptions(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

/** Stores a device's subscription for the user; an endpoint already known moves to them (the device changed hands). */
export async function upsertSubscription(
  db: DbOrTx,
  userId: number,
  body: { endpoint: string; p256dh: string; auth: string },
): Promise<number> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId, ...body })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: body.p256dh, auth: body.auth, createdAt: new Date() },
    })
    .returning({ id: pushSubscriptions.id });
  return row!.id;
}

/** Deletes the user's own subscription; false when it is not theirs or does not exist. */
export async function deleteOwnSubscription(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** The open month (the newest, as /me/report reads it), or null. */
export async function findOpenActivityId(db: DbOrTx): Promise<number | null> {
  const [row] = await db
    .select({ id: monthlyActivities.id })
    .from(monthlyActivities)
    .where(eq(monthlyActivities.status, 'Open'))
    .orderBy(desc(monthlyActivities.year), desc(monthlyActivities.month))
    .limit(1);
  return row?.id ?? null;
}

import { ACTIVE_WINDOW_MONTHS, monthIndex, type S1Report } from '@congregacao/shared/congregation-report-rules';
import { and, asc, between, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { monthlyActivities, publisherReports, publishers, serviceGroups, users } from '../../db/schema';

const standing = {
  isEnabled: publishers.isEnabled,
  exitCongregationDate: publishers.exitCongregationDate,
  deathDate: publishers.deathDate,
};

/** Every report of an activity with what the S-1 needs of it and of its publisher. */
export async function listMonthReports(db: DbOrTx, activityId: number): Promise<S1Report[]> {
  const rows = await db
    .select({
      participatedInMinistry: publisherReports.participatedInMinistry,
      hours: publisherReports.hours,
      studies: publisherReports.studies,
      auxiliaryPioneer: publisherReports.auxiliaryPioneer,
      regularPioneer: publisherReports.regularPioneer,
      specialPioneer: publisherReports.specialPioneer,
      fieldMissionary: publisherReports.fieldMissionary,
      ...standing,
    })
    .from(publisherReports)
    .innerJoin(publishers, eq(publishers.id, publisherReports.publisherId))
    .where(eq(publisherReports.monthlyActivityId, activityId));
  return rows.map(({ isEnabled, exitCongregationDate, deathDate, ...report }) => ({
    ...report,
    publisher: { isEnabled, exitCongregationDate, deathDate },
  }));
}

/** Each publisher (once) who reported participation in the window ending with (month, year). */
export function listWindowParticipants(db: DbOrTx, month: number, year: number) {
  const end = monthIndex(month, year);
  return db
    .selectDistinctOn([publishers.id], standing)
    .from(publisherReports)
    .innerJoin(monthlyActivities, eq(monthlyActivities.id, publisherReports.monthlyActivityId))
    .innerJoin(publishers, eq(publishers.id, publisherReports.publisherId))
    .where(
      and(
        eq(publisherReports.participatedInMinistry, true),
        between(sql`${monthlyActivities.year} * 12 + ${monthlyActivities.month}`, end - ACTIVE_WINDOW_MONTHS + 1, end),
      ),
    )
    .orderBy(publishers.id);
}

/** The unanswered reports of an activity (participation null) with their publisher's group. */
export function listUnansweredReports(db: DbOrTx, activityId: number, scope: SQL | undefined) {
  return db
    .select({
      publisherId: publishers.id,
      name: publishers.name,
      displayName: publishers.displayName,
      groupId: publishers.groupId,
      groupNumber: serviceGroups.groupNumber,
      ...standing,
    })
    .from(publisherReports)
    .innerJoin(publishers, eq(publishers.id, publisherReports.publisherId))
    .leftJoin(serviceGroups, eq(serviceGroups.id, publishers.groupId))
    .where(
      and(eq(publisherReports.monthlyActivityId, activityId), isNull(publisherReports.participatedInMinistry), scope),
    );
}

/** Each group's overseer: the first (by id) Elder user assigned to the group, not deleted. */
export async function listOverseers(db: DbOrTx) {
  const rows = await db
    .selectDistinctOn([users.groupId], {
      groupId: users.groupId,
      displayName: users.displayName,
      username: users.username,
      email: users.email,
    })
    .from(users)
    .where(and(isNull(users.deletedAt), eq(users.role, 'Elder')))
    .orderBy(asc(users.groupId), asc(users.id));
  return new Map(rows.filter((r) => r.groupId !== null).map((r) => [r.groupId as number, r]));
}

import {
  ACTIVE_WINDOW_MONTHS,
  monthIndex,
  type S1ReportGroup,
  type S1StandingGroup,
} from '@congregacao/shared/congregation-report-rules';
import { and, asc, between, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { monthlyActivities, publisherReports, publishers, serviceGroups, users } from '../../db/schema';

const standing = {
  isEnabled: publishers.isEnabled,
  exitCongregationDate: publishers.exitCongregationDate,
  deathDate: publishers.deathDate,
};
const standingColumns = [publishers.isEnabled, publishers.exitCongregationDate, publishers.deathDate];
const count = sql<number>`count(*)::int`;

/** The reports of an activity grouped by what the S-1 looks at (a handful of rows instead of one per publisher). */
export async function listMonthReportGroups(db: DbOrTx, activityId: number): Promise<S1ReportGroup[]> {
  const marks = [
    publisherReports.participatedInMinistry,
    publisherReports.auxiliaryPioneer,
    publisherReports.regularPioneer,
    publisherReports.specialPioneer,
    publisherReports.fieldMissionary,
  ];
  const rows = await db
    .select({
      participatedInMinistry: publisherReports.participatedInMinistry,
      auxiliaryPioneer: publisherReports.auxiliaryPioneer,
      regularPioneer: publisherReports.regularPioneer,
      specialPioneer: publisherReports.specialPioneer,
      fieldMissionary: publisherReports.fieldMissionary,
      ...standing,
      reports: count,
      hours: sql<number>`coalesce(sum(${publisherReports.hours}), 0)::int`,
      studies: sql<number>`coalesce(sum(${publisherReports.studies}), 0)::int`,
    })
    .from(publisherReports)
    .innerJoin(publishers, eq(publishers.id, publisherReports.publisherId))
    .where(eq(publisherReports.monthlyActivityId, activityId))
    .groupBy(...marks, ...standingColumns);
  return rows.map(({ isEnabled, exitCongregationDate, deathDate, ...group }) => ({
    ...group,
    publisher: { isEnabled, exitCongregationDate, deathDate },
  }));
}

/** The publishers who reported participation in the window ending with (month, year), counted by standing. */
export async function listWindowParticipantGroups(db: DbOrTx, month: number, year: number): Promise<S1StandingGroup[]> {
  const end = monthIndex(month, year);
  const participants = db
    .select({ id: publisherReports.publisherId })
    .from(publisherReports)
    .innerJoin(monthlyActivities, eq(monthlyActivities.id, publisherReports.monthlyActivityId))
    .where(
      and(
        eq(publisherReports.participatedInMinistry, true),
        between(sql`${monthlyActivities.year} * 12 + ${monthlyActivities.month}`, end - ACTIVE_WINDOW_MONTHS + 1, end),
      ),
    );
  const rows = await db
    .select({ ...standing, publishers: count })
    .from(publishers)
    .where(inArray(publishers.id, participants))
    .groupBy(...standingColumns);
  return rows.map(({ publishers: n, ...publisher }) => ({ publisher, publishers: n }));
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

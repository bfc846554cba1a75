import type { AttendanceCounts } from '@congregacao/shared/attendance-rules';
import {
  ACTIVE_WINDOW_MONTHS,
  type S1ReportGroup,
  type S1StandingGroup,
} from '@congregacao/shared/congregation-report-rules';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { publisherReports, publishers, serviceGroups, users } from '../../db/schema';

const standing = {
  isEnabled: publishers.isEnabled,
  exitCongregationDate: publishers.exitCongregationDate,
  deathDate: publishers.deathDate,
  leftMonth: publishers.leftMonth,
};
type StandingRow = {
  isEnabled: boolean;
  exitCongregationDate: string | null;
  deathDate: string | null;
  leftMonth: string | null;
};
const standingOf = ({ isEnabled, exitCongregationDate, deathDate, leftMonth }: StandingRow) => ({
  isEnabled,
  exitCongregationDate,
  deathDate,
  leftMonth,
});

type S1Row = {
  id: number;
  month: number;
  year: number;
  serviceYear: number;
  reports: (StandingRow & Omit<S1ReportGroup, 'publisher'>)[];
  participants: (StandingRow & { publishers: number })[];
  weekend: AttendanceCounts[];
};

/**
 * Everything the S-1 of an activity is computed from, in one statement (one round trip): the activity; its reports
 * grouped by what the S-1 looks at (a handful of rows instead of one per publisher); the publishers who reported
 * participation in the window ending with its month, counted by standing; its month's weekend meetings.
 * Null when there is no such activity.
 */
export async function loadS1Input(db: DbOrTx, activityId: number) {
  const month = sql`(act.year * 12 + act.month)`;
  const monthStart = sql`make_date(act.year, act.month + 1, 1)`;
  const result = await db.execute<S1Row>(sql`
    with act as (select id, month, year, service_year from monthly_activities where id = ${activityId}),
    report_groups as (
      select r.participated_in_ministry as "participatedInMinistry", r.auxiliary_pioneer as "auxiliaryPioneer",
        r.regular_pioneer as "regularPioneer", r.special_pioneer as "specialPioneer",
        r.field_missionary as "fieldMissionary", p.is_enabled as "isEnabled",
        p.exit_congregation_date as "exitCongregationDate", p.death_date as "deathDate",
        p.left_month as "leftMonth",
        count(*)::int as reports, coalesce(sum(r.hours), 0)::int as hours, coalesce(sum(r.studies), 0)::int as studies
      from act join publisher_reports r on r.monthly_activity_id = act.id join publishers p on p.id = r.publisher_id
      group by 1, 2, 3, 4, 5, 6, 7, 8, 9),
    participant_groups as (
      select p.is_enabled as "isEnabled", p.exit_congregation_date as "exitCongregationDate",
        p.death_date as "deathDate", p.left_month as "leftMonth", count(*)::int as publishers
      from publishers p
      where p.id in (
        select r.publisher_id from act, publisher_reports r join monthly_activities a on a.id = r.monthly_activity_id
        where r.participated_in_ministry
          and a.year * 12 + a.month between ${month} - ${ACTIVE_WINDOW_MONTHS - 1} and ${month})
      group by 1, 2, 3, 4)
    select act.id, act.month, act.year, act.service_year as "serviceYear",
      (select coalesce(json_agg(g), '[]') from report_groups g) as reports,
      (select coalesce(json_agg(g), '[]') from participant_groups g) as participants,
      (select coalesce(json_agg(json_build_object('inPerson', m.in_person, 'online', m.online)), '[]')
        from meeting_attendance m
        where m.kind = 'weekend' and m.date between ${monthStart} and (${monthStart} + interval '1 month - 1 day')::date
      ) as weekend
    from act`);
  const [row] = result.rows;
  if (!row) return null;
  const { reports, participants, weekend, ...activity } = row;
  return {
    activity,
    reports: reports.map(
      ({ isEnabled, exitCongregationDate, deathDate, leftMonth, ...group }): S1ReportGroup => ({
        ...group,
        publisher: { isEnabled, exitCongregationDate, deathDate, leftMonth },
      }),
    ),
    windowParticipants: participants.map(
      (g): S1StandingGroup => ({ publisher: standingOf(g), publishers: g.publishers }),
    ),
    weekend,
  };
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

import type { AttendanceCounts } from '@congregacao/shared/attendance-rules';
import {
  ACTIVE_WINDOW_MONTHS,
  type S1ReportGroup,
  type S1StandingGroup,
} from '@congregacao/shared/congregation-report-rules';
import { type S1Figures, s1FiguresSchema } from '@congregacao/shared/contracts/congregation-report';
import { publisherLabel } from '@congregacao/shared/report-rules';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { congregationReportSubmissions, publisherReports, publishers, serviceGroups, users } from '../../db/schema';

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

/** The columns of a report the S-1 looks at, as S1ReportGroup names them (r: the report, p: its publisher). */
const REPORT_LOOKS = sql.raw(`r.participated_in_ministry as "participatedInMinistry",
  r.auxiliary_pioneer as "auxiliaryPioneer", r.regular_pioneer as "regularPioneer",
  r.special_pioneer as "specialPioneer", r.field_missionary as "fieldMissionary", p.is_enabled as "isEnabled",
  p.exit_congregation_date as "exitCongregationDate", p.death_date as "deathDate", p.left_month as "leftMonth",
  coalesce(r.group_id, p.group_id) as "groupId", g.group_number as "groupNumber"`);
/** The report's group that month (ADR 019's reportGroupId), for the joins below. */
const REPORT_GROUP_JOIN = sql.raw('left join service_groups g on g.id = coalesce(r.group_id, p.group_id)');

type ReportLooks = StandingRow & Omit<S1ReportGroup, 'publisher'>;
type LateRow = ReportLooks & {
  reportId: number;
  publisherId: number;
  name: string;
  displayName: string | null;
  month: number;
  year: number;
};

type S1Row = {
  id: number;
  month: number;
  year: number;
  serviceYear: number;
  /** the figures stored when the S-1 was sent to the branch (ADR 037); then nothing else is read */
  figures: unknown;
  /** ISO, to the millisecond (as Date#toISOString writes it) */
  submittedAt: string | null;
  submittedBy: string | null;
  reports: ReportLooks[];
  late: LateRow[];
  participants: (StandingRow & { publishers: number })[];
  weekend: AttendanceCounts[];
};

const toGroup = ({ isEnabled, exitCongregationDate, deathDate, leftMonth, ...group }: ReportLooks): S1ReportGroup => ({
  ...group,
  publisher: { isEnabled, exitCongregationDate, deathDate, leftMonth },
});

/**
 * The publishers who reported participation (any category) in one of the ACTIVE_WINDOW_MONTHS months ending with
 * `month` (a month index: year * 12 + month), counted by standing (ADR 020's active publishers). `from` names the rows
 * the month comes from (none: no answer).
 */
const participantGroups = (from: SQL, month: SQL) => sql`
  select p.is_enabled as "isEnabled", p.exit_congregation_date as "exitCongregationDate",
    p.death_date as "deathDate", p.left_month as "leftMonth", count(*)::int as publishers
  from publishers p
  where p.id in (
    select r.publisher_id from publisher_reports r
    where r.participated_in_ministry and not r.is_history
      -- the window's reports through the (activity, publisher) index, not a join with every month's
      and r.monthly_activity_id = any(array(select a.id from ${from}, monthly_activities a
        where a.year * 12 + a.month between ${month} - ${ACTIVE_WINDOW_MONTHS - 1} and ${month})))
  group by 1, 2, 3, 4`;

/** The active publishers of a month's window as the S-1 counts them, for a month with no activity (S-10). */
export async function loadWindowParticipants(db: DbOrTx, month: number, year: number): Promise<S1StandingGroup[]> {
  const result = await db.execute<StandingRow & { publishers: number }>(
    participantGroups(sql`(select 1) as one`, sql`${year * 12 + month}::int`),
  );
  return result.rows.map((g) => ({ publisher: standingOf(g), publishers: g.publishers }));
}

/** The figures of an activity's S-1 as sent to the branch, or null when it was not sent. */
export async function findSubmittedFigures(db: DbOrTx, activityId: number): Promise<S1Figures | null> {
  const [row] = await db
    .select({ figures: congregationReportSubmissions.figures })
    .from(congregationReportSubmissions)
    .where(eq(congregationReportSubmissions.monthlyActivityId, activityId));
  return row ? s1FiguresSchema.parse(row.figures) : null;
}

/**
 * Everything the S-1 of an activity is answered from, in one statement (one round trip): the activity and, when its
 * S-1 was sent, the figures stored then. Otherwise: its own reports (not those answered late and counted elsewhere)
 * grouped by what the S-1 looks at (a handful of rows instead of one per publisher); the late reports of earlier
 * months it counts, one row each; the publishers who reported participation in the window ending with its month,
 * counted by standing; its month's weekend meetings. Null when there is no such activity.
 */
export async function loadS1Input(db: DbOrTx, activityId: number) {
  const month = sql`(act.year * 12 + act.month)`;
  const monthStart = sql`make_date(act.year, act.month + 1, 1)`;
  const result = await db.execute<S1Row>(sql`
    with sent as (
      select a.id, a.month, a.year, a.service_year, s.figures, s.submitted_at, s.submitted_by_name
      from monthly_activities a left join congregation_report_submissions s on s.monthly_activity_id = a.id
      where a.id = ${activityId}),
    act as (select id, month, year from sent where figures is null),
    report_groups as (
      select ${REPORT_LOOKS}, count(*)::int as reports, coalesce(sum(r.hours), 0)::int as hours,
        coalesce(sum(r.studies), 0)::int as studies
      from act join publisher_reports r on r.monthly_activity_id = act.id and r.late_at is null and not r.is_history
      join publishers p on p.id = r.publisher_id ${REPORT_GROUP_JOIN}
      group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11),
    late as (
      select ${REPORT_LOOKS}, 1 as reports, coalesce(r.hours, 0) as hours, r.studies, r.id as "reportId",
        r.publisher_id as "publisherId", p.name, p.display_name as "displayName", own.month, own.year
      from act join publisher_reports r on r.counted_in_activity_id = act.id
      join monthly_activities own on own.id = r.monthly_activity_id
      join publishers p on p.id = r.publisher_id ${REPORT_GROUP_JOIN}),
    participant_groups as (${participantGroups(sql`act`, month)})
    select sent.id, sent.month, sent.year, sent.service_year as "serviceYear", sent.figures,
      to_char(sent.submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "submittedAt",
      sent.submitted_by_name as "submittedBy",
      (select coalesce(json_agg(g), '[]') from report_groups g) as reports,
      (select coalesce(json_agg(l), '[]') from late l) as late,
      (select coalesce(json_agg(g), '[]') from participant_groups g) as participants,
      (select coalesce(json_agg(json_build_object('inPerson', m.in_person, 'online', m.online)), '[]')
        from act, meeting_attendance m
        where m.kind = 'weekend' and m.date between ${monthStart} and (${monthStart} + interval '1 month - 1 day')::date
      ) as weekend
    from sent`);
  const [row] = result.rows;
  if (!row) return null;
  const { reports, late, participants, weekend, figures, submittedAt, submittedBy, ...activity } = row;
  return {
    activity,
    submission: figures === null ? null : { figures, submittedAt: submittedAt!, submittedBy },
    reports: reports.map(toGroup),
    lateReports: late.map(({ reportId, publisherId, name, displayName, ...looks }) => ({
      ref: { reportId, publisherId, name: publisherLabel({ name, displayName }), month: looks.month, year: looks.year },
      group: { ...toGroup(looks), month: looks.month, year: looks.year },
    })),
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
      and(
        eq(publisherReports.monthlyActivityId, activityId),
        isNull(publisherReports.participatedInMinistry),
        eq(publisherReports.isHistory, false),
        scope,
      ),
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
      language: users.language,
    })
    .from(users)
    .where(and(isNull(users.deletedAt), eq(users.role, 'Elder')))
    .orderBy(asc(users.groupId), asc(users.id));
  return new Map(rows.filter((r) => r.groupId !== null).map((r) => [r.groupId as number, r]));
}

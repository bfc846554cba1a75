import type { PublisherWithoutReport, ReportGroup, ReportRow } from '@congregacao/shared/contracts/reports';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { publisherAppointments, publisherReports, publishers, serviceGroups, users } from '../../db/schema';
import { publisherInScope, type ReportScope, reportInScope } from './scope';

/** What a report says of its month: the figures, the pioneer marks and the status. */
export const reportFigureColumns = {
  hours: publisherReports.hours,
  creditHours: publisherReports.creditHours,
  studies: publisherReports.studies,
  participatedInMinistry: publisherReports.participatedInMinistry,
  observations: publisherReports.observations,
  auxiliaryPioneer: publisherReports.auxiliaryPioneer,
  regularPioneer: publisherReports.regularPioneer,
  specialPioneer: publisherReports.specialPioneer,
  fieldMissionary: publisherReports.fieldMissionary,
  status: publisherReports.status,
};

/** Whether a report was answered late, and the month whose S-1 counts it (ADR 037). */
export const lateColumns = {
  late: sql<boolean>`${publisherReports.lateAt} is not null`,
  countedIn: sql<{ monthlyActivityId: number; month: number; year: number } | null>`(select json_build_object(
    'monthlyActivityId', c.id, 'month', c.month, 'year', c.year) from monthly_activities c
    where c.id = ${publisherReports.countedInActivityId})`,
};

/** A report as stored (the PublisherReport contract). */
export const reportColumns = {
  id: publisherReports.id,
  publisherId: publisherReports.publisherId,
  monthlyActivityId: publisherReports.monthlyActivityId,
  ...reportFigureColumns,
  version: publisherReports.version,
};

// The two large reads of the fill screen (a row per publisher) are plain SQL whose rows pg hands over as they
// are: with the drizzle select builder, mapping 500 rows cost more than the query (bench/README.md).
const inScope = (scope: ReportScope) => publisherInScope(scope) ?? sql`true`;
/**
 * What an auxiliary pioneer's requirement depends on (ADR 040: requirementOf): whether the month is a 15-hour month
 * and whether they serve continuously; false for everyone else.
 */
const auxiliaryMonthColumns = sql`r.auxiliary_pioneer and exists (select 1 from monthly_activities ma
      join special_months sm on sm.month = ma.month and sm.year = ma.year where ma.id = r.monthly_activity_id)
      as "isSpecialMonth",
    r.auxiliary_pioneer and exists (select 1 from monthly_activities ma join auxiliary_appointments x
      on x.publisher_id = r.publisher_id and x.continuous and x.start_month <= make_date(ma.year, ma.month + 1, 1)
      and (x.end_month is null or x.end_month >= make_date(ma.year, ma.month + 1, 1))
      where ma.id = r.monthly_activity_id) as "isContinuous"`;

/** reportGroupId of the plain-SQL reads below, where publisher_reports is `r`. */
const rGroupId = sql`coalesce(r.group_id, ${publishers.groupId})`;
const reportsInScope = (scope: ReportScope) => reportInScope(scope, rGroupId) ?? sql`true`;

/**
 * The report rows of an activity in scope; `activityId` may be an outer column (a lateral join: GET /me/report).
 * `publisherIds`: only these publishers' rows (the own reports of a batch of signed-in publishers).
 */
export const reportRowsQuery = (activityId: number | SQL, scope: ReportScope, publisherIds?: number[]) => sql`
    select r.id, r.publisher_id as "publisherId", r.monthly_activity_id as "monthlyActivityId", r.hours,
      r.credit_hours as "creditHours", r.studies,
      r.participated_in_ministry as "participatedInMinistry", r.observations, r.auxiliary_pioneer as "auxiliaryPioneer",
      r.regular_pioneer as "regularPioneer", r.special_pioneer as "specialPioneer",
      r.field_missionary as "fieldMissionary", r.status, r.version,
      to_json(r.self_reported_at) #>> '{}' as "selfReportedAt", ${auxiliaryMonthColumns},
      to_json(r.changed_after_sending_at) #>> '{}' as "changedAfterSendingAt", ${publishers.name}, ${publishers.displayName} as "displayName",
      (select coalesce(u.display_name, u.username) from ${users} u where u.id = r.self_reported_by
        and u.publisher_id is distinct from r.publisher_id) as "sentByName",
      ${rGroupId} as "groupId", g.group_number as "groupNumber",
      ${publishers.isCurrentlyInactive} as "isCurrentlyInactive", ${publishers.isEnabled} as "isEnabled"
    from ${publisherReports} r
    join ${publishers} on ${publishers.id} = r.publisher_id
    left join ${serviceGroups} g on g.id = ${rGroupId}
    where r.monthly_activity_id = ${activityId} and not r.is_history and ${reportsInScope(scope)}
      ${publisherIds ? sql`and r.publisher_id = any(${sql.param(publisherIds)}::int[])` : sql``}
    order by r.id`;

export async function selectReportRows(db: DbOrTx, activityId: number, scope: ReportScope): Promise<ReportRow[]> {
  return (await db.execute<ReportRow>(reportRowsQuery(activityId, scope))).rows;
}

export async function selectPublishersWithoutReport(
  db: DbOrTx,
  activityId: number,
  scope: ReportScope,
): Promise<PublisherWithoutReport[]> {
  const result = await db.execute<PublisherWithoutReport>(sql`
    select ${publishers.id} as "publisherId", ${publishers.name}, ${publishers.displayName} as "displayName",
      ${publishers.groupId} as "groupId", ${publishers.groupNumber} as "groupNumber",
      ${publishers.isCurrentlyInactive} as "isCurrentlyInactive", ${publishers.isEnabled} as "isEnabled",
      exists (select 1 from ${publisherAppointments} a where a.publisher_id = ${publishers.id}
        and a.kind = 'RegularPioneer' and (a.start_date is null or a.start_date <= current_date)
        and (a.end_date is null or a.end_date >= current_date)) as "regularPioneer"
    from ${publishers}
    where ${publishers.isEnabled} and ${inScope(scope)}
      and not exists (select 1 from ${publisherReports} r
        where r.monthly_activity_id = ${activityId} and r.publisher_id = ${publishers.id})
    order by ${publishers.id}`);
  return result.rows;
}

/** The service groups in scope by number, each with its overseer (an Elder of the group first, else any user). */
export async function selectGroups(db: DbOrTx, scope: ReportScope): Promise<ReportGroup[]> {
  if (scope.kind === 'publisher' || (scope.kind === 'group' && scope.groupId === null)) return [];
  const groups = await db
    .select({ id: serviceGroups.id, groupNumber: serviceGroups.groupNumber })
    .from(serviceGroups)
    .where(scope.kind === 'group' && scope.groupId !== null ? eq(serviceGroups.id, scope.groupId) : undefined)
    .orderBy(asc(serviceGroups.groupNumber));
  if (groups.length === 0) return [];
  const overseers = await db
    .select({ groupId: users.groupId, displayName: users.displayName, username: users.username })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        inArray(
          users.groupId,
          groups.map((g) => g.id),
        ),
      ),
    )
    .orderBy(sql`(${users.role} = 'Elder') desc`, asc(users.id));
  return groups.map((g) => {
    const overseer = overseers.find((u) => u.groupId === g.id);
    return { ...g, overseerName: overseer ? overseer.displayName || overseer.username : null };
  });
}

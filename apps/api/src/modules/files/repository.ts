import type { Gender, Hope } from '@congregacao/shared/appointments';
import { and, asc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { selectReportsWithMonth } from '../../db/report-join';
import { monthlyActivities, publisherReports, publishers, serviceGroups } from '../../db/schema';
import { appointmentsByPublisher } from '../publishers/appointments';
import { lateColumns } from '../reports/repository';
import type { S21CardData, S21Month, S21Publisher } from './s21-card';

/**
 * The service year's activity ids as an array: PostgreSQL then finds their reports through the (activity, publisher)
 * index, a few rows per publisher, instead of every report of each publisher through the publisher index (ADR 034).
 */
const activitiesOf = (serviceYear: number) =>
  sql`array(select ${monthlyActivities.id} from ${monthlyActivities} where ${monthlyActivities.serviceYear} = ${serviceYear})`;

/** Publishers with at least one report in the service year (one set for the whole statement). */
const hasReportsIn = (serviceYear: number) =>
  sql`${publishers.id} in (select ${publisherReports.publisherId} from ${publisherReports}
    where ${publisherReports.monthlyActivityId} = any(${activitiesOf(serviceYear)}))`;

/**
 * Publishers who belonged to the congregation in the service year (September 1st to August 31st), also those with no
 * report (issue 21: inactive ones, for instance): a report that year, or — in a year with reports — recorded by its
 * end and neither arrived after it nor left or died before it started.
 */
const belongedIn = (serviceYear: number) => {
  const start = `${serviceYear - 1}-09-01`;
  const end = `${serviceYear}-08-31`;
  const yearHasReports = sql`exists (select 1 from ${publisherReports} r join ${monthlyActivities} ma
    on ma.id = r.monthly_activity_id where ma.service_year = ${serviceYear})`;
  return sql`(${hasReportsIn(serviceYear)} or (${yearHasReports}
    and 
    ${publishers.createdAt} < (${end}::date + 1)
    and (${publishers.arrivalCongregation} is null or ${publishers.arrivalCongregation} <= ${end}::date)
    and (${publishers.exitCongregationDate} is null or ${publishers.exitCongregationDate} >= ${start}::date)
    and (${publishers.deathDate} is null or ${publishers.deathDate} >= ${start}::date)))`;
};

/** Sort key putting publishers without a group last. */
const groupKey = sql<number>`coalesce(${serviceGroups.groupNumber}, 2147483647)`;

export interface CardScope {
  serviceYear: number;
  /** only this group's publishers (current group) */
  groupNumber?: number;
  publisherId?: number;
}

function scopeWhere(scope: CardScope): SQL {
  // one card: the publisher's reports that year; the zips: everyone who belonged to the congregation that year
  return and(
    scope.publisherId === undefined ? belongedIn(scope.serviceYear) : hasReportsIn(scope.serviceYear),
    scope.groupNumber === undefined ? undefined : eq(serviceGroups.groupNumber, scope.groupNumber),
    scope.publisherId === undefined ? undefined : eq(publishers.id, scope.publisherId),
  ) as SQL;
}

/** How many cards the scope yields (0 means "no data": the route answers 404). */
export async function countCards(db: DbOrTx, scope: CardScope): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(publishers)
    .leftJoin(serviceGroups, eq(serviceGroups.id, publishers.groupId))
    .where(scopeWhere(scope));
  return row?.count ?? 0;
}

/** The id of the group with that number, or null. */
export async function findGroupId(db: DbOrTx, groupNumber: number): Promise<number | null> {
  const [row] = await db
    .select({ id: serviceGroups.id })
    .from(serviceGroups)
    .where(eq(serviceGroups.groupNumber, groupNumber));
  return row?.id ?? null;
}

const publisherColumns = {
  id: publishers.id,
  name: publishers.name,
  groupNumber: serviceGroups.groupNumber,
  birthDate: publishers.birthDate,
  baptismDate: publishers.baptismDate,
  gender: publishers.gender,
  hope: publishers.hope,
};

async function reportsOf(db: DbOrTx, serviceYear: number, publisherIds: number[]) {
  const rows = await selectReportsWithMonth(db, {
    publisherId: publisherReports.publisherId,
    month: monthlyActivities.month,
    year: monthlyActivities.year,
    participatedInMinistry: publisherReports.participatedInMinistry,
    studies: publisherReports.studies,
    auxiliaryPioneer: publisherReports.auxiliaryPioneer,
    regularPioneer: publisherReports.regularPioneer,
    specialPioneer: publisherReports.specialPioneer,
    fieldMissionary: publisherReports.fieldMissionary,
    hours: publisherReports.hours,
    creditHours: publisherReports.creditHours,
    observations: publisherReports.observations,
    ...lateColumns,
  }).where(
    and(
      sql`${publisherReports.monthlyActivityId} = any(${activitiesOf(serviceYear)})`,
      inArray(publisherReports.publisherId, publisherIds),
    ),
  );
  const byPublisher = new Map<number, S21Month[]>();
  for (const { publisherId, ...month } of rows) {
    const list = byPublisher.get(publisherId) ?? [];
    list.push(month);
    byPublisher.set(publisherId, list);
  }
  return byPublisher;
}

/**
 * The scope's cards in batches (by group number, no group last, then id), read with keyset pagination so
 * memory stays the size of one batch however large the congregation.
 */
export async function* cardBatches(db: DbOrTx, scope: CardScope, batchSize = 100): AsyncGenerator<S21CardData[]> {
  let after: { group: number; id: number } | null = null;
  for (;;) {
    const rows = await db
      .select({ ...publisherColumns, sortGroup: groupKey })
      .from(publishers)
      .leftJoin(serviceGroups, eq(serviceGroups.id, publishers.groupId))
      .where(
        and(
          scopeWhere(scope),
          after
            ? or(gt(groupKey, after.group), and(eq(groupKey, after.group), gt(publishers.id, after.id)))
            : undefined,
        ),
      )
      .orderBy(asc(groupKey), asc(publishers.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    const appointments = await appointmentsByPublisher(
      db,
      rows.map((p) => p.id),
    );
    const page: (S21Publisher & { sortGroup: number })[] = rows.map((p) => ({
      ...p,
      gender: p.gender as Gender | null,
      hope: p.hope as Hope | null,
      appointments: appointments.get(p.id) ?? [],
    }));
    const reports = await reportsOf(
      db,
      scope.serviceYear,
      page.map((p) => p.id),
    );
    yield page.map(({ sortGroup: _s, ...publisher }) => ({
      serviceYear: scope.serviceYear,
      publisher,
      reports: reports.get(publisher.id) ?? [],
    }));
    const last = page[page.length - 1]!;
    if (page.length < batchSize) return;
    after = { group: last.sortGroup, id: last.id };
  }
}

import { kindsValidOn, today } from '@congregacao/shared/appointments';
import {
  averageOf,
  type PioneerMonthSummary,
  type PioneerReport,
  type PioneerTotals,
  type PublisherHistory,
} from '@congregacao/shared/contracts/history';
import { PUBLISHER_MESSAGES } from '@congregacao/shared/contracts/publishers';
import type { PublisherRole, ReportStatus } from '@congregacao/shared/enums';
import { PIONEER_CATEGORIES, type PioneerCategory } from '@congregacao/shared/report-rules';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { selectReportsWithMonth } from '../../db/report-join';
import { monthlyActivities, publisherReports, publishers, serviceGroups } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { appointmentsByPublisher } from '../publishers/appointments';
import { lateColumns, reportFigureColumns } from '../reports/repository';
import { isPublisherInScope, type ReportScope } from '../reports/scope';
import { isCountedPioneerReport, isPioneerOfCategory } from './pioneer-filter';

const comparePt = new Intl.Collator('pt', { sensitivity: 'base' }).compare;

/** The publisher's card data: who it is (with the current group number). */
export async function findHistoryPublisher(db: DbOrTx, publisherId: number) {
  const [row] = await db
    .select({
      id: publishers.id,
      name: publishers.name,
      displayName: publishers.displayName,
      role: publishers.role,
      groupNumber: serviceGroups.groupNumber,
      groupId: publishers.groupId,
      birthDate: publishers.birthDate,
      baptismDate: publishers.baptismDate,
    })
    .from(publishers)
    .leftJoin(serviceGroups, eq(serviceGroups.id, publishers.groupId))
    .where(eq(publishers.id, publisherId));
  if (!row) return null;
  const appointments = (await appointmentsByPublisher(db, [publisherId])).get(publisherId) ?? [];
  return {
    ...row,
    role: row.role as PublisherRole,
    appointments,
    regularPioneer: kindsValidOn(appointments, today()).has('RegularPioneer'),
  };
}

/** A publisher's reports of one service year, September first. */
export async function findServiceYearReports(db: DbOrTx, serviceYear: number, publisherId: number) {
  const rows = await selectReportsWithMonth(db, {
    id: publisherReports.id,
    monthlyActivityId: publisherReports.monthlyActivityId,
    month: monthlyActivities.month,
    year: monthlyActivities.year,
    serviceYear: monthlyActivities.serviceYear,
    ...reportFigureColumns,
    ...lateColumns,
  })
    .where(and(eq(publisherReports.publisherId, publisherId), eq(monthlyActivities.serviceYear, serviceYear)))
    .orderBy(asc(monthlyActivities.year), asc(monthlyActivities.month));
  return rows.map((r) => ({ ...r, status: r.status as ReportStatus }));
}

export async function getPublisherHistory(
  db: DbOrTx,
  serviceYear: number,
  publisherId: number,
): Promise<PublisherHistory> {
  const publisher = await findHistoryPublisher(db, publisherId);
  if (!publisher) throw notFound(PUBLISHER_MESSAGES.notFound);
  const reports = await findServiceYearReports(db, serviceYear, publisherId);
  const { birthDate: _b, baptismDate: _d, appointments: _a, groupId: _g, ...card } = publisher;
  return { serviceYear, publisher: card, reports };
}

const pioneerHours = sql<number>`coalesce(sum(coalesce(${publisherReports.hours}, 0)) filter (where ${isCountedPioneerReport()}), 0)::int`;
const pioneerStudies = sql<number>`coalesce(sum(${publisherReports.studies}) filter (where ${isCountedPioneerReport()}), 0)::int`;
const pioneerCount = sql<number>`(count(${publisherReports.id}) filter (where ${isCountedPioneerReport()}))::int`;
const countOf = (category: PioneerCategory) =>
  sql<number>`(count(${publisherReports.id}) filter (where ${isPioneerOfCategory(category)}))::int`;
const categoryCounts = Object.fromEntries(PIONEER_CATEGORIES.map((c) => [c, countOf(c)])) as Record<
  PioneerCategory,
  SQL<number>
>;

/**
 * One summary per monthly activity of the service year (September first), months without pioneers as zeros;
 * an empty list when the year has no pioneer report at all (the page then shows its empty state).
 */
export async function getPioneerMonthSummaries(db: DbOrTx, serviceYear: number): Promise<PioneerMonthSummary[]> {
  const rows = await db
    .select({
      month: monthlyActivities.month,
      year: monthlyActivities.year,
      totalHours: pioneerHours,
      totalStudies: pioneerStudies,
      totalPioneers: pioneerCount,
      ...categoryCounts,
    })
    .from(monthlyActivities)
    .leftJoin(publisherReports, eq(publisherReports.monthlyActivityId, monthlyActivities.id))
    .where(eq(monthlyActivities.serviceYear, serviceYear))
    .groupBy(monthlyActivities.id)
    .orderBy(asc(monthlyActivities.year), asc(monthlyActivities.month));
  if (!rows.some((r) => r.totalPioneers > 0)) return [];
  return rows.map(({ regular, special, fieldMissionary, auxiliary, ...r }) => ({
    ...r,
    pioneersByCategory: { regular, special, fieldMissionary, auxiliary },
  }));
}

/**
 * The counted pioneer reports of one calendar month, by name (Portuguese collation); a note only of the publishers the
 * scope covers (ADR 036).
 */
export async function getPioneerMonthReports(
  db: DbOrTx,
  scope: ReportScope,
  month: number,
  year: number,
): Promise<PioneerReport[]> {
  const rows = await selectReportsWithMonth(db, {
    name: publishers.name,
    groupId: publishers.groupId,
    hours: publisherReports.hours,
    studies: publisherReports.studies,
    observations: publisherReports.observations,
    serviceYear: monthlyActivities.serviceYear,
    publisherId: publisherReports.publisherId,
    auxiliaryPioneer: publisherReports.auxiliaryPioneer,
    regularPioneer: publisherReports.regularPioneer,
    specialPioneer: publisherReports.specialPioneer,
    fieldMissionary: publisherReports.fieldMissionary,
  })
    .innerJoin(publishers, eq(publishers.id, publisherReports.publisherId))
    .where(and(eq(monthlyActivities.month, month), eq(monthlyActivities.year, year), isCountedPioneerReport()));
  return rows
    .map(({ observations, hours, groupId, ...r }) => ({
      ...r,
      hours: hours ?? 0,
      ...(observations.trim() && isPublisherInScope(scope, { id: r.publisherId, groupId }) ? { observations } : {}),
    }))
    .sort((a, b) => comparePt(a.name, b.name) || a.publisherId - b.publisherId);
}

/** Hours, studies, reports and distinct pioneers of the counted pioneer reports a filter keeps, in a service year. */
async function totalsWhere(db: DbOrTx, serviceYear: number, counted: SQL) {
  const [row] = await selectReportsWithMonth(db, {
    totalHours: sql<number>`coalesce(sum(coalesce(${publisherReports.hours}, 0)) filter (where ${counted}), 0)::int`,
    totalStudies: sql<number>`coalesce(sum(${publisherReports.studies}) filter (where ${counted}), 0)::int`,
    totalReports: sql<number>`(count(${publisherReports.id}) filter (where ${counted}))::int`,
    totalPioneers: sql<number>`(count(distinct ${publisherReports.publisherId}) filter (where ${counted}))::int`,
  }).where(eq(monthlyActivities.serviceYear, serviceYear));
  return row ?? { totalHours: 0, totalStudies: 0, totalReports: 0, totalPioneers: 0 };
}

export async function getPioneerTotals(db: DbOrTx, serviceYear: number): Promise<PioneerTotals> {
  const totals = await totalsWhere(db, serviceYear, isCountedPioneerReport());
  const byCategory = Object.fromEntries(
    await Promise.all(
      PIONEER_CATEGORIES.map(async (c) => [c, await totalsWhere(db, serviceYear, isPioneerOfCategory(c))] as const),
    ),
  ) as PioneerTotals['byCategory'];
  return {
    serviceYear,
    ...totals,
    averageHours: averageOf(totals.totalHours, totals.totalReports),
    averageStudies: averageOf(totals.totalStudies, totals.totalReports),
    byCategory,
  };
}

/** Service years that have at least one publisher report, newest first (the year pickers). */
export async function getServiceYears(db: DbOrTx, publisherId?: number): Promise<number[]> {
  const ofPublisher = publisherId === undefined ? sql`` : sql` and ${publisherReports.publisherId} = ${publisherId}`;
  const rows = await db
    .selectDistinct({ serviceYear: monthlyActivities.serviceYear })
    .from(monthlyActivities)
    .where(
      sql`exists (select 1 from ${publisherReports} where ${publisherReports.monthlyActivityId} = ${monthlyActivities.id}${ofPublisher})`,
    )
    .orderBy(desc(monthlyActivities.serviceYear));
  return rows.map((r) => r.serviceYear);
}

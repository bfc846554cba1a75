import { monthDateRange, yearAverage } from '@congregacao/shared/attendance-rules';
import { countActivePublishers, countsInMonth } from '@congregacao/shared/congregation-report-rules';
import type { CongregationAnalysis } from '@congregacao/shared/contracts/branch-cycle';
import { isInactiveAtEndOf, type PublisherMonthFacts } from '@congregacao/shared/participation-rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { findActivityByMonth } from '../activities/repository';
import { getAttendanceYear } from '../attendance/service';
import { loadWindowParticipants } from './repository';
import { getCongregationReport } from './service';

const AUGUST = 7;

type FactTuple = [
  monthIndex: number,
  isClosed: boolean,
  participated: boolean | null,
  hasReport: boolean,
  wasRecorded: boolean,
];

type PublisherFacts = {
  isEnabled: boolean;
  exitCongregationDate: string | null;
  deathDate: string | null;
  arrivalCongregation: string | null;
  reactivationDate: string | null;
  participatedThisYear: boolean;
  facts: FactTuple[];
};

/**
 * Every publisher with what the months of the two windows ending in August (the previous service year's and this
 * one's) say of them, and whether they reported participation in a month of this service year. One statement.
 */
async function loadFacts(db: Database, serviceYear: number): Promise<PublisherFacts[]> {
  const window = (year: number) =>
    sql`a.year * 12 + a.month between ${year * 12 + AUGUST - 5} and ${year * 12 + AUGUST}`;
  const result = await db.execute<PublisherFacts>(sql`
    select p.is_enabled as "isEnabled", p.exit_congregation_date::text as "exitCongregationDate",
      p.death_date::text as "deathDate", p.arrival_congregation::text as "arrivalCongregation",
      p.reactivation_date::text as "reactivationDate",
      p.id in (select r.publisher_id from publisher_reports r join monthly_activities y on y.id = r.monthly_activity_id
        where y.service_year = ${serviceYear} and r.participated_in_ministry) as "participatedThisYear",
      coalesce(json_agg(json_build_array(a.year * 12 + a.month, a.status = 'Closed', r.participated_in_ministry,
        r.id is not null, p.created_at <= a.created_at)) filter (where a.id is not null), '[]') as facts
    from publishers p
    left join monthly_activities a on ${window(serviceYear)} or ${window(serviceYear - 1)}
    left join publisher_reports r on r.publisher_id = p.id and r.monthly_activity_id = a.id
    group by p.id`);
  return result.rows;
}

const toFacts = (tuples: FactTuple[]): PublisherMonthFacts[] =>
  tuples.map(([index, isClosed, participated, hasReport, wasRecorded]) => ({
    month: index % 12,
    year: Math.floor(index / 12),
    isClosed,
    participated: hasReport ? participated : undefined,
    wasRecorded,
  }));

/** Belonged to the congregation at the end of August of that year: arrived by then and counts in that month. */
function belongedInAugust(p: PublisherFacts, year: number): boolean {
  const { last } = monthDateRange(AUGUST, year);
  return (p.arrivalCongregation === null || p.arrivalCongregation <= last) && countsInMonth(p, AUGUST, year);
}

/** The active publishers as the August S-1 counts them (as sent, once sent); the same rule when August is not posted. */
async function activeInAugust(db: Database, serviceYear: number): Promise<number> {
  const august = await findActivityByMonth(db, AUGUST, serviceYear);
  if (august !== null) return (await getCongregationReport(db, august)).activePublishers;
  return countActivePublishers(await loadWindowParticipants(db, AUGUST, serviceYear), AUGUST, serviceYear);
}

/**
 * GET /service-years/{serviceYear}/congregation-analysis: the S-10's figures (definitions and sources: ADR 037).
 * Averages: the S-88 card's yearly line for each meeting. Active: as the August S-1 counts them. Inactive: inactive
 * at the end of August (participation-rules.ts). Reactivated: inactive at the end of the previous service year and
 * with a report of participation in this one. Each publisher counted once.
 */
export async function getCongregationAnalysis(db: Database, serviceYear: number): Promise<CongregationAnalysis> {
  const [attendance, activePublishers, publishers] = await Promise.all([
    getAttendanceYear(db, serviceYear),
    activeInAugust(db, serviceYear),
    loadFacts(db, serviceYear),
  ]);
  let inactivePublishers = 0;
  let reactivatedPublishers = 0;
  for (const p of publishers) {
    const facts = toFacts(p.facts);
    if (belongedInAugust(p, serviceYear) && isInactiveAtEndOf(p, facts, AUGUST, serviceYear)) inactivePublishers++;
    const wasInactive = belongedInAugust(p, serviceYear - 1) && isInactiveAtEndOf(p, facts, AUGUST, serviceYear - 1);
    if (wasInactive && p.participatedThisYear) reactivatedPublishers++;
  }
  return {
    serviceYear,
    averageMidweekAttendance: yearAverage(attendance.months.map((m) => m.midweek)),
    averageWeekendAttendance: yearAverage(attendance.months.map((m) => m.weekend)),
    activePublishers,
    inactivePublishers,
    reactivatedPublishers,
  };
}

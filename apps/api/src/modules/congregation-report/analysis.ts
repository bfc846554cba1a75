import { monthDateRange, yearAverage } from '@congregacao/shared/attendance-rules';
import { countActivePublishers, countsInMonth } from '@congregacao/shared/congregation-report-rules';
import type { CongregationAnalysis } from '@congregacao/shared/contracts/branch-cycle';
import { isInactiveAtEndOf, type PublisherMonthFacts } from '@congregacao/shared/participation-rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { findActivityByMonth } from '../activities/repository';
import { getAttendanceYear } from '../attendance/service';
import { findSubmittedFigures, loadWindowParticipants } from './repository';

const AUGUST = 7;

/** A month of the two windows ending in August (this service year's and the one before), or of this service year. */
type MonthRow = { id: number; index: number; isClosed: boolean; createdAt: number };

type PublisherFacts = {
  isEnabled: boolean;
  exitCongregationDate: string | null;
  deathDate: string | null;
  arrivalCongregation: string | null;
  reactivationDate: string | null;
  createdAt: number;
  /** the publisher's answers in those months, by activity id (no key: no report) */
  answers: Record<string, boolean | null> | null;
  participatedThisYear: boolean | null;
};

/**
 * The months of this service year and of the window ending in August of the one before (March - August), and every
 * publisher with their answers in them (one pass over those months' reports) and whether they reported
 * participation in this service year.
 */
async function loadFacts(db: Database, serviceYear: number) {
  const months = sql`select id, year * 12 + month as index, status = 'Closed' as "isClosed",
      extract(epoch from created_at)::float8 as "createdAt", service_year = ${serviceYear} as "isThisYear"
    from monthly_activities
    where service_year = ${serviceYear} or (service_year = ${serviceYear - 1} and month between ${AUGUST - 5} and ${AUGUST})`;
  const [monthRows, publishers] = await Promise.all([
    db.execute<MonthRow>(months),
    db.execute<PublisherFacts>(sql`
      with months as (${months}),
      answers as (
        select r.publisher_id, json_object_agg(r.monthly_activity_id, r.participated_in_ministry) as answers,
          bool_or(m."isThisYear" and r.participated_in_ministry) as "participatedThisYear"
        from publisher_reports r join months m on m.id = r.monthly_activity_id
        -- the months' reports through the (activity, publisher) index, not a scan of every year's
        where r.monthly_activity_id = any(array(select id from months)) and not r.is_history
        group by r.publisher_id)
      select p.is_enabled as "isEnabled", p.exit_congregation_date::text as "exitCongregationDate",
        p.death_date::text as "deathDate", p.arrival_congregation::text as "arrivalCongregation",
        p.reactivation_date::text as "reactivationDate", extract(epoch from p.created_at)::float8 as "createdAt",
        a.answers, a."participatedThisYear"
      from publishers p left join answers a on a.publisher_id = p.id`),
  ]);
  return { months: monthRows.rows, publishers: publishers.rows };
}

/** What the months say of one publisher (participation-rules.ts PublisherMonthFacts). */
const factsOf = (p: PublisherFacts, months: readonly MonthRow[]): PublisherMonthFacts[] =>
  months.map((m) => {
    const key = String(m.id);
    return {
      month: m.index % 12,
      year: Math.floor(m.index / 12),
      isClosed: m.isClosed,
      participated: p.answers && key in p.answers ? p.answers[key] : undefined,
      wasRecorded: p.createdAt <= m.createdAt,
    };
  });

/** Belonged to the congregation at the end of August of that year: arrived by then and counts in that month. */
function belongedInAugust(p: PublisherFacts, year: number): boolean {
  const { last } = monthDateRange(AUGUST, year);
  return (p.arrivalCongregation === null || p.arrivalCongregation <= last) && countsInMonth(p, AUGUST, year);
}

/**
 * The active publishers as the August S-1 counts them: as sent, once sent; else by its rule (ADR 020), the same
 * statement and count the S-1 makes (also when August is not posted yet).
 */
async function activeInAugust(db: Database, serviceYear: number): Promise<number> {
  const august = await findActivityByMonth(db, AUGUST, serviceYear);
  const sent = august === null ? null : await findSubmittedFigures(db, august);
  if (sent) return sent.activePublishers;
  return countActivePublishers(await loadWindowParticipants(db, AUGUST, serviceYear), AUGUST, serviceYear);
}

/**
 * GET /service-years/{serviceYear}/congregation-analysis: the S-10's figures (definitions and sources: ADR 037).
 * Averages: the S-88 card's yearly line for each meeting. Active: as the August S-1 counts them. Inactive: inactive
 * at the end of August (participation-rules.ts). Reactivated: inactive at the end of the previous service year and
 * with a report of participation in this one. Each publisher counted once.
 */
export async function getCongregationAnalysis(db: Database, serviceYear: number): Promise<CongregationAnalysis> {
  const [attendance, activePublishers, { months, publishers }] = await Promise.all([
    getAttendanceYear(db, serviceYear),
    activeInAugust(db, serviceYear),
    loadFacts(db, serviceYear),
  ]);
  let inactivePublishers = 0;
  let reactivatedPublishers = 0;
  for (const p of publishers) {
    const facts = factsOf(p, months);
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

/**
 * Irregular and inactive as the branch defines them (issue 21 point 5, ADR 026) — the one home of both rules.
 * *Inactive*: no report of participation for six consecutive months. *Irregular*: took part in at least one of the
 * last six months but missed at least one of them.
 */
import { monthDateRange } from './attendance-rules';
import { IRREGULAR_WINDOW_MONTHS } from './report-rules';
import { monthIndex } from './service-year';

/** How one month of the window counts for one publisher. */
export type MonthParticipation = 'participated' | 'missed' | 'notCounted';

/** What is known of one publisher in one month that has a monthly activity. */
export interface PublisherMonthFacts {
  month: number;
  year: number;
  isClosed: boolean;
  /** The report's answer; undefined = no report that month. */
  participated: boolean | null | undefined;
  /** The publisher was already recorded when the month was created (stands in for an unknown arrival date). */
  wasRecorded: boolean;
}

export interface PublisherParticipationDates {
  arrivalCongregation: string | null;
  reactivationDate: string | null;
}

/**
 * One month of one publisher:
 * - months that end before the reactivation date do not count (reactivating starts afresh);
 * - an answered report counts as what it says;
 * - while the month is Open, no answer (unanswered or no report) is not a miss yet;
 * - in a Closed month an unanswered report is a miss, and no report is a miss when the publisher belonged to the
 *   congregation that month (arrived by its last day; without an arrival date: recorded by the time the month was
 *   created), else the month does not count.
 */
export function monthParticipation(p: PublisherParticipationDates, m: PublisherMonthFacts): MonthParticipation {
  const { last } = monthDateRange(m.month, m.year);
  if (p.reactivationDate !== null && p.reactivationDate > last) return 'notCounted';
  if (m.participated === true) return 'participated';
  if (m.participated === false) return 'missed';
  if (!m.isClosed) return 'notCounted';
  if (m.participated === null) return 'missed';
  const belonged = p.arrivalCongregation !== null ? p.arrivalCongregation <= last : m.wasRecorded;
  return belonged ? 'missed' : 'notCounted';
}

export type ParticipationStanding =
  | { standing: 'inactive' }
  | { standing: 'irregular'; monthsMissed: number }
  | { standing: 'regular' };

/**
 * The standing over the IRREGULAR_WINDOW_MONTHS months of a window (months without an activity are 'notCounted'):
 * inactive when every one of the six is a miss; irregular when at least one is 'participated' and at least one
 * 'missed' (monthsMissed = how many of the six are misses); regular otherwise (including someone whose counted
 * months are all misses but fewer than six: not yet six consecutive).
 */
export function participationStanding(window: readonly MonthParticipation[]): ParticipationStanding {
  const missed = window.filter((m) => m === 'missed').length;
  const participated = window.filter((m) => m === 'participated').length;
  if (missed === IRREGULAR_WINDOW_MONTHS) return { standing: 'inactive' };
  if (participated > 0 && missed > 0) return { standing: 'irregular', monthsMissed: missed };
  return { standing: 'regular' };
}

/** The first month index (service-year.ts `monthIndex`) of the window that ends at month/year. */
export function windowStart(month: number, year: number): number {
  return monthIndex(month, year) - (IRREGULAR_WINDOW_MONTHS - 1);
}

/**
 * The window's months in order, oldest first, each judged by monthParticipation; a calendar month with no activity
 * (no facts) is 'notCounted'.
 */
export function participationWindow(
  p: PublisherParticipationDates,
  facts: readonly PublisherMonthFacts[],
  lastMonth: number,
  lastYear: number,
): MonthParticipation[] {
  const first = windowStart(lastMonth, lastYear);
  const byIndex = new Map(facts.map((f) => [monthIndex(f.month, f.year), f]));
  return Array.from({ length: IRREGULAR_WINDOW_MONTHS }, (_, i) => {
    const f = byIndex.get(first + i);
    return f ? monthParticipation(p, f) : 'notCounted';
  });
}

/**
 * Inactive at the end of a month as things stood then (the S-10's inactive and reactivated, ADR 037): the six months
 * ending there are all misses. A reactivation dated after that month had not happened yet, so it is not looked at.
 */
export function isInactiveAtEndOf(
  p: PublisherParticipationDates,
  facts: readonly PublisherMonthFacts[],
  month: number,
  year: number,
): boolean {
  const { last } = monthDateRange(month, year);
  const reactivationDate = p.reactivationDate !== null && p.reactivationDate <= last ? p.reactivationDate : null;
  const window = participationWindow({ ...p, reactivationDate }, facts, month, year);
  return participationStanding(window).standing === 'inactive';
}

/**
 * The congregation's monthly report (S-1), computed from the publisher reports and the attendance
 * (definitions: docs/decisions/020).
 */
import { meetingAverage, monthDateRange } from './attendance-rules';
import { IRREGULAR_WINDOW_MONTHS, type ReportPioneerMarks } from './report-rules';
import { monthIndex } from './service-year';

/** Active publisher: reported participation in at least one of these months, up to and including the report's. */
export const ACTIVE_WINDOW_MONTHS = IRREGULAR_WINDOW_MONTHS;

export const REPORT_CATEGORIES = ['publisher', 'auxiliaryPioneer', 'regularPioneer'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

export type CategoryFlags = ReportPioneerMarks;

/**
 * The S-1 line a report is counted on — the one place that says so. A report marked both auxiliary and regular
 * pioneer counts as regular pioneer. Special pioneers and field missionaries are on none of the three lines (null):
 * they report to the branch directly (ADR 020); they still count among the active publishers.
 */
export function reportCategory(report: CategoryFlags): ReportCategory | null {
  if (report.specialPioneer || report.fieldMissionary) return null;
  if (report.regularPioneer) return 'regularPioneer';
  if (report.auxiliaryPioneer) return 'auxiliaryPioneer';
  return 'publisher';
}

/** Whether the category reports hours on the S-1. */
export function categoryReportsHours(category: ReportCategory): boolean {
  return category !== 'publisher';
}

/** What decides whether a publisher counts in a month's S-1. */
export interface PublisherStanding {
  isEnabled: boolean;
  exitCongregationDate: string | null;
  deathDate: string | null;
  /** An erased publisher's standing without their dates: the first day of the first month they no longer count in. */
  leftMonth?: string | null;
}

/** The earliest of the dates a publisher left on (exit, death, an erased record's month), or undefined. */
const leftOn = (p: PublisherStanding) =>
  [p.exitCongregationDate, p.deathDate, p.leftMonth ?? null].filter((d): d is string => d !== null).sort()[0];

/**
 * A publisher counts in a month unless they left (exit or death date on or before the month's last day) or are
 * archived without such a date (archiving leaves no date, so it counts against every month).
 */
export function countsInMonth(p: PublisherStanding, month: number, year: number): boolean {
  const left = leftOn(p);
  if (left) return left > monthDateRange(month, year).last;
  return p.isEnabled;
}

/**
 * The standing an erasure leaves (ADR 035): no dates, archived, and counted in exactly the months that counted the
 * person up to the last Closed month (`lastClosed`, null when none). Whoever left counts until the month they left
 * (only that month is kept); whoever is still enabled counts until the month after the last Closed one.
 */
export function erasedStanding(
  p: PublisherStanding,
  lastClosed: { month: number; year: number } | null,
): Required<PublisherStanding> {
  const left = leftOn(p);
  const firstDayAfter = (c: { month: number; year: number }) => {
    const next = monthIndex(c.month, c.year) + 1;
    return monthDateRange(next % 12, Math.floor(next / 12)).first;
  };
  const leftMonth = left ? `${left.slice(0, 7)}-01` : p.isEnabled && lastClosed ? firstDayAfter(lastClosed) : null;
  return { isEnabled: false, exitCongregationDate: null, deathDate: null, leftMonth };
}

/**
 * Reports of the month alike in everything the S-1 looks at (answer, marks, publisher standing): how many, and
 * their hours and studies summed (an empty one adds nothing). The database groups them, so 500 reports arrive as a few rows.
 */
export interface S1ReportGroup extends CategoryFlags {
  participatedInMinistry: boolean | null;
  publisher: PublisherStanding;
  reports: number;
  hours: number;
  studies: number;
}

/** How many of the window's participants have this standing. */
export interface S1StandingGroup {
  publisher: PublisherStanding;
  publishers: number;
}

export interface S1Input {
  month: number;
  year: number;
  /** Every report of the month's activity, grouped. */
  reports: readonly S1ReportGroup[];
  /** Each publisher (once) who reported participation in one of the window's months, grouped by standing. */
  windowParticipants: readonly S1StandingGroup[];
  /** The weekend meetings held in the month. */
  weekendTotals: readonly number[];
}

export interface S1Figures {
  activePublishers: number;
  averageWeekendAttendance: number;
  weekendMeetings: number;
  publishers: { reports: number; studies: number };
  auxiliaryPioneers: { reports: number; hours: number; studies: number };
  regularPioneers: { reports: number; hours: number; studies: number };
  missingReports: number;
}

export function computeCongregationReport(input: S1Input): S1Figures {
  const counts = (p: PublisherStanding) => countsInMonth(p, input.month, input.year);
  const lines = {
    publisher: { reports: 0, hours: 0, studies: 0 },
    auxiliaryPioneer: { reports: 0, hours: 0, studies: 0 },
    regularPioneer: { reports: 0, hours: 0, studies: 0 },
  };
  let missingReports = 0;
  for (const group of input.reports) {
    if (!counts(group.publisher)) continue;
    if (group.participatedInMinistry === null) missingReports += group.reports;
    if (group.participatedInMinistry !== true) continue;
    const category = reportCategory(group);
    if (category === null) continue;
    const line = lines[category];
    line.reports += group.reports;
    line.studies += group.studies;
    line.hours += group.hours;
  }
  const weekendTotal = input.weekendTotals.reduce((a, b) => a + b, 0);
  return {
    activePublishers: input.windowParticipants.reduce((n, g) => n + (counts(g.publisher) ? g.publishers : 0), 0),
    averageWeekendAttendance: meetingAverage(weekendTotal, input.weekendTotals.length),
    weekendMeetings: input.weekendTotals.length,
    publishers: { reports: lines.publisher.reports, studies: lines.publisher.studies },
    auxiliaryPioneers: lines.auxiliaryPioneer,
    regularPioneers: lines.regularPioneer,
    missingReports,
  };
}

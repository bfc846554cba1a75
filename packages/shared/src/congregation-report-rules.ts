/**
 * The congregation's monthly report (S-1), computed from the publisher reports and the attendance
 * (definitions: docs/decisions/020).
 */
import { meetingAverage, monthDateRange } from './attendance-rules';
import { IRREGULAR_WINDOW_MONTHS, type ReportPioneerMarks } from './report-rules';

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
}

/**
 * A publisher counts in a month unless they left (exit or death date on or before the month's last day) or are
 * archived without such a date (archiving leaves no date, so it counts against every month).
 */
export function countsInMonth(p: PublisherStanding, month: number, year: number): boolean {
  const leftOn = [p.exitCongregationDate, p.deathDate].filter((d): d is string => d !== null).sort()[0];
  if (leftOn) return leftOn > monthDateRange(month, year).last;
  return p.isEnabled;
}

/** The month index counted from year 0 (months ordered across years). */
export function monthIndex(month: number, year: number): number {
  return year * 12 + month;
}

export interface S1Report extends CategoryFlags {
  participatedInMinistry: boolean | null;
  hours: number | null;
  studies: number;
  publisher: PublisherStanding;
}

export interface S1Input {
  month: number;
  year: number;
  /** Every report of the month's activity. */
  reports: readonly S1Report[];
  /** Each publisher (once) who reported participation in one of the window's months. */
  windowParticipants: readonly PublisherStanding[];
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
  for (const report of input.reports) {
    if (!counts(report.publisher)) continue;
    if (report.participatedInMinistry === null) missingReports += 1;
    if (report.participatedInMinistry !== true) continue;
    const category = reportCategory(report);
    if (category === null) continue;
    const line = lines[category];
    line.reports += 1;
    line.studies += report.studies;
    line.hours += report.hours ?? 0;
  }
  const weekendTotal = input.weekendTotals.reduce((a, b) => a + b, 0);
  return {
    activePublishers: input.windowParticipants.filter(counts).length,
    averageWeekendAttendance: meetingAverage(weekendTotal, input.weekendTotals.length),
    weekendMeetings: input.weekendTotals.length,
    publishers: { reports: lines.publisher.reports, studies: lines.publisher.studies },
    auxiliaryPioneers: lines.auxiliaryPioneer,
    regularPioneers: lines.regularPioneer,
    missingReports,
  };
}

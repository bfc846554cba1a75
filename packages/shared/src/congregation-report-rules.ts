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
 * Reports of the month alike in everything the S-1 looks at (answer, marks, publisher standing, group): how many,
 * and their hours and studies summed (an empty one adds nothing). The database groups them, so 500 reports arrive as a few rows.
 */
export interface S1ReportGroup extends CategoryFlags {
  participatedInMinistry: boolean | null;
  publisher: PublisherStanding;
  /** the group of the reports' month (`publisher_reports.group_id`, ADR 019); null: none */
  groupId: number | null;
  groupNumber: number | null;
  reports: number;
  hours: number;
  studies: number;
}

/**
 * A late report counted in this S-1 (ADR 037): answered after its own month's S-1 was sent. It is judged in its own
 * month (the publisher counted then, the category of that month) and is never missing.
 */
export interface S1LateReport extends S1ReportGroup {
  month: number;
  year: number;
}

/** How many of the window's participants have this standing. */
export interface S1StandingGroup {
  publisher: PublisherStanding;
  publishers: number;
}

export interface S1Input {
  month: number;
  year: number;
  /** The month's own reports, grouped; late reports of this month counted in another S-1 are not among them. */
  reports: readonly S1ReportGroup[];
  /** Late reports of earlier months counted in this S-1. */
  lateReports: readonly S1LateReport[];
  /** Each publisher (once) who reported participation in one of the window's months, grouped by standing. */
  windowParticipants: readonly S1StandingGroup[];
  /** The weekend meetings held in the month. */
  weekendTotals: readonly number[];
}

export interface S1Line {
  reports: number;
  hours: number;
  studies: number;
}

/** The figures of the three categories and the reports still unanswered: for the congregation or one group. */
export interface S1Lines {
  publishers: { reports: number; studies: number };
  auxiliaryPioneers: S1Line;
  regularPioneers: S1Line;
  missingReports: number;
}

export interface S1GroupLine extends S1Lines {
  groupId: number | null;
  groupNumber: number | null;
}

export interface S1Figures extends S1Lines {
  activePublishers: number;
  averageWeekendAttendance: number;
  weekendMeetings: number;
  /** one line per group of the reports counted, by number (no group last); they add up to the congregation's */
  groups: S1GroupLine[];
}

/** Adds up reports (of publishers who count) into the three lines and the unanswered ones. */
class LineTally {
  private readonly lines = {
    publisher: { reports: 0, hours: 0, studies: 0 },
    auxiliaryPioneer: { reports: 0, hours: 0, studies: 0 },
    regularPioneer: { reports: 0, hours: 0, studies: 0 },
  };
  private missing = 0;

  add(group: S1ReportGroup): void {
    if (group.participatedInMinistry === null) this.missing += group.reports;
    if (group.participatedInMinistry !== true) return;
    const category = reportCategory(group);
    if (category === null) return;
    const line = this.lines[category];
    line.reports += group.reports;
    line.studies += group.studies;
    line.hours += group.hours;
  }

  result(): S1Lines {
    const { publisher, auxiliaryPioneer, regularPioneer } = this.lines;
    return {
      publishers: { reports: publisher.reports, studies: publisher.studies },
      auxiliaryPioneers: { ...auxiliaryPioneer },
      regularPioneers: { ...regularPioneer },
      missingReports: this.missing,
    };
  }
}

const NO_GROUP = Number.MAX_SAFE_INTEGER;

/** Active publishers: the window's participants who count in the month (ADR 020). */
export function countActivePublishers(participants: readonly S1StandingGroup[], month: number, year: number): number {
  return participants.reduce((n, g) => n + (countsInMonth(g.publisher, month, year) ? g.publishers : 0), 0);
}

export function computeCongregationReport(input: S1Input): S1Figures {
  const total = new LineTally();
  const byGroup = new Map<number | null, { groupNumber: number | null; tally: LineTally }>();
  // each report is judged in the month it belongs to: a late one in its own month
  const add = (group: S1ReportGroup, month: number, year: number) => {
    if (!countsInMonth(group.publisher, month, year)) return;
    total.add(group);
    let entry = byGroup.get(group.groupId);
    if (!entry) {
      entry = { groupNumber: group.groupNumber, tally: new LineTally() };
      byGroup.set(group.groupId, entry);
    }
    entry.tally.add(group);
  };
  for (const group of input.reports) add(group, input.month, input.year);
  for (const late of input.lateReports) add(late, late.month, late.year);
  const weekendTotal = input.weekendTotals.reduce((a, b) => a + b, 0);
  const groups = [...byGroup.entries()]
    .map(([groupId, { groupNumber, tally }]) => ({ groupId, groupNumber, ...tally.result() }))
    .sort((a, b) => (a.groupNumber ?? NO_GROUP) - (b.groupNumber ?? NO_GROUP));
  const { publishers, auxiliaryPioneers, regularPioneers, missingReports } = total.result();
  return {
    activePublishers: countActivePublishers(input.windowParticipants, input.month, input.year),
    averageWeekendAttendance: meetingAverage(weekendTotal, input.weekendTotals.length),
    weekendMeetings: input.weekendTotals.length,
    publishers,
    auxiliaryPioneers,
    regularPioneers,
    missingReports,
    groups,
  };
}

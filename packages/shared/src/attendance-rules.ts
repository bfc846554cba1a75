/** Meeting attendance as the S-88 card records it (docs/decisions/020). */
import { labels } from './i18n/messages';

export const MEETING_KINDS = ['midweek', 'weekend'] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];

export const MEETING_KIND_LABELS = labels('meetingKind', MEETING_KINDS);

/** In person and online/by phone are each a whole number from 0 to this. */
export const ATTENDANCE_MAX = 9999;

export interface AttendanceCounts {
  inPerson: number;
  online: number;
}

export interface MeetingSummary {
  meetings: number;
  total: number;
  average: number;
}

export function attendanceTotal(entry: AttendanceCounts): number {
  return entry.inPerson + entry.online;
}

/**
 * The form's average: the total divided by the number of meetings held, rounded to the nearest whole number (halves
 * up: 122.5 -> 123). No meetings: 0.
 */
export function meetingAverage(total: number, meetings: number): number {
  return meetings === 0 ? 0 : Math.round(total / meetings);
}

/** One row of the S-88 card: the meetings of one kind held in a month. */
export function summariseMeetings(entries: readonly AttendanceCounts[]): MeetingSummary {
  const total = entries.reduce((sum, e) => sum + attendanceTotal(e), 0);
  return { meetings: entries.length, total, average: meetingAverage(total, entries.length) };
}

/** (month 0-11, year) of a yyyy-mm-dd date. */
export function monthOfDate(date: string): { month: number; year: number } {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) - 1 };
}

/** The first and last calendar dates (yyyy-mm-dd) of a month (0-11). */
export function monthDateRange(month: number, year: number): { first: string; last: string } {
  const mm = String(month + 1).padStart(2, '0');
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return { first: `${year}-${mm}-01`, last: `${year}-${mm}-${String(lastDay).padStart(2, '0')}` };
}

/** Today's calendar date (yyyy-mm-dd) where the congregation meets: attendance of a later date is refused. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dayFormat(timeZone).format(now);
}

// one formatter per time zone: building an Intl.DateTimeFormat costs far more than formatting with it, and the
// navigation bar asks for today on every render
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

export const CONGREGATION_TIME_ZONE = 'Europe/Lisbon';

/**
 * The card's last line ("Média de assistência mensal"): the monthly averages added up and divided by the number of
 * months that had meetings, rounded as above. No meetings all year: 0.
 */
export function yearAverage(months: readonly MeetingSummary[]): number {
  const held = months.filter((m) => m.meetings > 0);
  return meetingAverage(
    held.reduce((sum, m) => sum + m.average, 0),
    held.length,
  );
}

export const s88FileName = (serviceYear: number) => `S-88-${serviceYear}.pdf`;

/**
 * A count as typed on the grid: '' is "not typed" (null); digits only, 0 to ATTENDANCE_MAX; anything else ('1,5',
 * '-3', '12a') is 'invalid' and never saved as something else.
 */
export function parseAttendanceCount(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,4}$/.test(trimmed)) return 'invalid';
  return Number(trimmed);
}

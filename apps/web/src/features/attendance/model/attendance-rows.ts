import {
  type AttendanceCounts,
  MEETING_KINDS,
  type MeetingKind,
  monthDateRange,
  parseAttendanceCount,
} from '@congregacao/shared/attendance-rules';
import type { AttendanceEntry } from '@congregacao/shared/contracts/attendance';
import { t } from '@congregacao/shared/i18n/translate';

/** What was typed in a row, as typed (strings), until the server has it. */
export interface AttendanceDraft {
  date: string;
  kind: MeetingKind;
  inPerson: string;
  online: string;
}

export interface AttendanceRow {
  key: string;
  date: string;
  kind: MeetingKind;
  entry: AttendanceEntry | null;
}

export const rowKey = (date: string, kind: MeetingKind) => `${date}/${kind}`;

/** 0 = Sunday … 6 = Saturday, as Date#getUTCDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];
/** A weekday's name in the language shown. */
export const weekdayName = (day: Weekday): string => t('attendanceScreen.weekday', { day: String(day) });
const DEFAULT_DAYS: Record<MeetingKind, Weekday> = { midweek: 3, weekend: 0 };

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() as Weekday;

/** The weekday each meeting was held on most often in the year's entries (Wednesday and Sunday when none). */
export function usualWeekdays(entries: readonly AttendanceEntry[]): Record<MeetingKind, Weekday> {
  const result = { ...DEFAULT_DAYS };
  for (const kind of MEETING_KINDS) {
    const counts = new Map<Weekday, number>();
    for (const e of entries)
      if (e.kind === kind) counts.set(weekdayOf(e.date), (counts.get(weekdayOf(e.date)) ?? 0) + 1);
    const best = [...counts].sort((a, b) => b[1] - a[1])[0];
    if (best) result[kind] = best[0];
  }
  return result;
}

/**
 * The rows of a month's grid: each date on the meetings' weekdays up to today, plus any date already recorded or
 * typed on another day (an assembly week, a moved meeting), by date, midweek before weekend.
 */
export function monthRows(
  month: number,
  year: number,
  days: Record<MeetingKind, Weekday>,
  entries: readonly AttendanceEntry[],
  extra: readonly { date: string; kind: MeetingKind }[],
  today: string,
): AttendanceRow[] {
  const { first, last } = monthDateRange(month, year);
  const rows = new Map<string, AttendanceRow>();
  const add = (date: string, kind: MeetingKind) => {
    const key = rowKey(date, kind);
    if (!rows.has(key)) rows.set(key, { key, date, kind, entry: null });
  };
  for (let day = 1; day <= Number(last.slice(8)); day++) {
    const date = `${first.slice(0, 8)}${String(day).padStart(2, '0')}`;
    if (date > today) break;
    for (const kind of MEETING_KINDS) if (weekdayOf(date) === days[kind]) add(date, kind);
  }
  for (const e of [...entries, ...extra]) if (e.date >= first && e.date <= last) add(e.date, e.kind);
  for (const e of entries) {
    const row = rows.get(rowKey(e.date, e.kind));
    if (row) row.entry = e;
  }
  return [...rows.values()].sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind));
}

export type ParsedDraft =
  | { kind: 'save'; counts: AttendanceCounts }
  | { kind: 'remove' }
  | { kind: 'invalid' }
  | { kind: 'inPersonMissing' };

/** What to do with a typed row: both empty removes it; online empty counts 0 (the field shows 0 as its hint). */
export function parseDraft(draft: Pick<AttendanceDraft, 'inPerson' | 'online'>): ParsedDraft {
  const inPerson = parseAttendanceCount(draft.inPerson);
  const online = parseAttendanceCount(draft.online);
  if (inPerson === 'invalid' || online === 'invalid') return { kind: 'invalid' };
  if (inPerson === null && online === null) return { kind: 'remove' };
  if (inPerson === null) return { kind: 'inPersonMissing' };
  return { kind: 'save', counts: { inPerson, online: online ?? 0 } };
}

/** The text a field shows: the draft's, else the stored value, else empty. */
export function shownValue(
  draft: AttendanceDraft | undefined,
  entry: AttendanceEntry | null,
  field: 'inPerson' | 'online',
) {
  if (draft) return draft[field];
  return entry ? String(entry[field]) : '';
}

import { type Appointment, pioneerFlagsInMonth } from '@congregacao/shared/appointments';
import type { ImportError, ImportRow } from '@congregacao/shared/contracts/imports';
import { type CellValue, formatCell, REPORT_COLUMNS, type ReportColumnKey } from '@congregacao/shared/import-columns';
import { IMPORT_MESSAGES } from '@congregacao/shared/import-messages';
import { YEAR_MAX, YEAR_MIN } from '@congregacao/shared/limits';
import { canReportCredit } from '@congregacao/shared/pioneer-year';
import { PIONEER_YEAR_MESSAGES } from '@congregacao/shared/pioneer-year-messages';
import { canBeSent, canReportHours, REPORT_ANSWER_FIELDS } from '@congregacao/shared/report-rules';
import { monthIndex } from '@congregacao/shared/service-year';
import { mapHeader, readCells } from './header';
import { matchKey } from './publisher-plan';
import type { Table } from './read-table';
import type { ReportImportState } from './report-state';

/** The figures of a report a file sets (the same names as the report's columns). */
export interface ReportValues {
  participatedInMinistry: boolean | null;
  studies: number | null;
  hours: number | null;
  creditHours: number | null;
  auxiliaryPioneer: boolean;
  observations: string;
}
type ValueKey = keyof ReportValues;
const VALUE_KEYS = REPORT_ANSWER_FIELDS;
const EMPTY_REPORT: ReportValues = {
  participatedInMinistry: null,
  studies: null,
  hours: null,
  creditHours: null,
  auxiliaryPioneer: false,
  observations: '',
};

/** What a commit writes; `month` is 0-11 as stored. */
export interface ReportPlan {
  rows: {
    row: number;
    publisherId: number;
    month: number;
    year: number;
    reportId: number | null;
    values: ReportValues;
  }[];
  /** months with no monthly activity: created Closed (history) */
  newMonths: { month: number; year: number }[];
  hasErrors: boolean;
  unchanged: number;
}

export interface ReportPreview {
  plan: ReportPlan;
  rows: ImportRow[];
  errors: ImportError[];
  ignoredColumns: string[];
}

/** A column's header in the language of the request (an error names the column as the template does). */
const headerOf = (key: ReportColumnKey) => REPORT_COLUMNS.find((c) => c.key === key)!.header;
const COLUMN = new Map(REPORT_COLUMNS.map((c) => [c.key, c]));
export const monthKey = (month: number, year: number) => `${year}-${month}`;

/** Hours only for a pioneer of the month (canReportHours); auxiliary never for a pioneer by appointment. */
function pioneerProblem(values: ReportValues, appointments: Appointment[] = [], year: number, month: number) {
  const flags = pioneerFlagsInMonth(appointments, year, month);
  const byAppointment = flags.regularPioneer || flags.specialPioneer || flags.fieldMissionary;
  if (values.auxiliaryPioneer && byAppointment) {
    return { key: 'auxiliaryPioneer' as const, message: IMPORT_MESSAGES.auxiliaryForPioneer };
  }
  if (values.hours !== null && !canReportHours({ ...flags, auxiliaryPioneer: values.auxiliaryPioneer })) {
    return { key: 'hours' as const, message: IMPORT_MESSAGES.hoursForNonPioneer };
  }
  if (values.creditHours !== null && !canReportCredit(flags)) {
    return { key: 'creditHours' as const, message: PIONEER_YEAR_MESSAGES.creditOnlyPioneers };
  }
  return null;
}

/**
 * An empty 'Participou' cell is "not answered" (null), as the export writes it, not "No"; an empty 'Estudos' or
 * 'Horas' cell is "not given" (null), not 0.
 */
function valuesOf(read: Partial<Record<ReportColumnKey, CellValue>>, raw: (key: ValueKey) => string | undefined) {
  const values: Partial<ReportValues> = {};
  for (const key of VALUE_KEYS) {
    if (!(key in read)) continue;
    const value = read[key];
    if (key === 'participatedInMinistry') values[key] = raw(key)?.trim() === '' ? null : (value as boolean);
    else if (key === 'observations') values[key] = (value as string | null) ?? '';
    else (values as Record<string, CellValue>)[key] = value ?? null;
  }
  return values;
}

/**
 * The preview of a report-history file: each row matched to its publisher by name and birth date, its month checked
 * (a past month without an activity is created Closed; an Open month's sent report is never rewritten), hours only
 * for a pioneer of that month (canReportHours on the appointments valid in it and the row's auxiliary mark), and
 * compared with the report already stored. Columns the file does not have keep the stored values.
 */
export function planReportImport(table: Table, state: ReportImportState, now = new Date()): ReportPreview {
  const [header = [], ...data] = table.rows;
  const { present, ignored } = mapHeader(REPORT_COLUMNS, header);
  const indexOf = new Map(present.map((p) => [p.column.key, p.index]));
  const byKey = new Map<string, number[]>();
  for (const p of state.publishers) {
    const key = matchKey(p.name, p.birthDate);
    byKey.set(key, [...(byKey.get(key) ?? []), p.id]);
  }
  const activities = new Map(state.activities.map((a) => [monthKey(a.month, a.year), a]));
  const reports = new Map(state.reports.map((r) => [`${r.publisherId}|${r.monthlyActivityId}`, r]));
  const firstRowOf = new Map<string, number>();
  const newMonths = new Map<string, { month: number; year: number }>();
  const plan: ReportPlan = { rows: [], newMonths: [], hasErrors: false, unchanged: 0 };
  const preview: ReportPreview = { plan, rows: [], errors: [], ignoredColumns: ignored };

  data.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    const { values: read, errors } = readCells(present, cells, row);
    const name = typeof read.name === 'string' ? read.name : (cells[indexOf.get('name') ?? 0] ?? '').trim();
    const error = (key: ReportColumnKey, message: string) => errors.push({ row, column: headerOf(key), message });
    const month = typeof read.month === 'number' ? read.month - 1 : null;
    const year = typeof read.year === 'number' ? read.year : null;
    if (month === -1) error('month', IMPORT_MESSAGES.badMonth);
    if (year !== null && (year < YEAR_MIN || year > YEAR_MAX))
      error('year', IMPORT_MESSAGES.badYear(YEAR_MIN, YEAR_MAX));
    const matches = read.name ? (byKey.get(matchKey(name, (read.birthDate as string | null) ?? null)) ?? []) : [];
    if (read.name && matches.length === 0) error('name', IMPORT_MESSAGES.unknownPublisher);
    if (matches.length > 1) error('name', IMPORT_MESSAGES.ambiguousMatch);
    const publisherId = matches.length === 1 ? matches[0]! : null;
    const period =
      month !== null && month >= 0 && year !== null ? `${String(month + 1).padStart(2, '0')}/${year}` : undefined;
    const fail = () => {
      preview.errors.push(...errors);
      preview.rows.push({ row, action: 'error', name, publisherId, changes: [], period });
    };
    if (errors.length > 0 || publisherId === null || month === null || year === null) {
      fail();
      return;
    }

    const seenAt = firstRowOf.get(`${publisherId}|${year}|${month}`);
    if (seenAt !== undefined) error('month', IMPORT_MESSAGES.duplicateReport(seenAt));
    else firstRowOf.set(`${publisherId}|${year}|${month}`, row);
    const activity = activities.get(monthKey(month, year));
    const isPast = monthIndex(month, year) < monthIndex(now.getUTCMonth(), now.getUTCFullYear());
    if (!activity && !isPast) error('month', IMPORT_MESSAGES.monthNotStarted);
    const existing = activity ? reports.get(`${publisherId}|${activity.id}`) : undefined;
    const stored: ReportValues | null = existing
      ? {
          participatedInMinistry: existing.participatedInMinistry,
          studies: existing.studies,
          hours: existing.hours,
          creditHours: existing.creditHours,
          auxiliaryPioneer: existing.auxiliaryPioneer,
          observations: existing.observations,
        }
      : null;
    const values: ReportValues = {
      ...(stored ?? EMPTY_REPORT),
      ...valuesOf(read, (key) => cells[indexOf.get(key) ?? -1]),
    };
    const changes = stored
      ? VALUE_KEYS.filter(
          (key) =>
            indexOf.has(key) && formatCell(COLUMN.get(key)!, stored[key]) !== formatCell(COLUMN.get(key)!, values[key]),
        ).map((key) => headerOf(key))
      : [];
    const action = !stored ? 'create' : changes.length > 0 ? 'update' : 'unchanged';
    // what is written must follow the pioneer rules; a stored report the file leaves as it is, is not judged here
    const problem =
      action === 'unchanged' ? null : pioneerProblem(values, state.appointments.get(publisherId), year, month);
    if (problem) error(problem.key, problem.message);
    if (action === 'update' && activity?.status === 'Open' && existing?.status === 'Sent') {
      error('month', IMPORT_MESSAGES.sentInOpenMonth);
    } else if (action === 'update' && existing?.status === 'Sent' && !canBeSent(values)) {
      error('participatedInMinistry', IMPORT_MESSAGES.sentUnanswered);
    }
    if (errors.length > 0) {
      fail();
      return;
    }
    if (!activity) newMonths.set(monthKey(month, year), { month, year });
    preview.rows.push({ row, action, name, publisherId, changes, period });
    if (action !== 'unchanged')
      plan.rows.push({ row, publisherId, month, year, reportId: existing?.id ?? null, values });
  });
  plan.newMonths = [...newMonths.values()].sort((a, b) => a.year - b.year || a.month - b.month);
  plan.hasErrors = preview.errors.length > 0;
  plan.unchanged = preview.rows.filter((r) => r.action === 'unchanged').length;
  return preview;
}

/**
 * What the S-21-E card records of a publisher besides the reports (issue 21, ADR 019): gender, hope and the
 * appointments, each with the dates it started and ended, so that a month's status is the status in that month.
 * Free of zod so every screen may import it.
 */
import { labels } from './i18n/messages';
import { monthsOfServiceYear } from './service-year';

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS = labels('gender', GENDERS);

export const HOPES = ['OtherSheep', 'Anointed'] as const;
export type Hope = (typeof HOPES)[number];
export const HOPE_LABELS = labels('hope', HOPES);

/** In the order of the boxes on the printed card. */
export const APPOINTMENT_KINDS = [
  'Elder',
  'MinServant',
  'RegularPioneer',
  'SpecialPioneer',
  'FieldMissionary',
] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];
export const APPOINTMENT_LABELS = labels('appointment', APPOINTMENT_KINDS);

/** The badges of the publisher list for the pioneer kinds (report-rules PIONEER_CATEGORY_LABELS say the same). */
export const PIONEER_BADGE_LABELS = labels('pioneerBadge', ['RegularPioneer', 'SpecialPioneer', 'FieldMissionary']);

/** The appointments that report hours every month (an auxiliary pioneer only in the months chosen). */
export const PIONEER_APPOINTMENTS = ['RegularPioneer', 'SpecialPioneer', 'FieldMissionary'] as const;

/**
 * An appointment: from `startDate` (null: since always, as a payload with `regularPioneer: true` and no dates
 * records it) to `endDate` inclusive (null: still running). Dates are yyyy-mm-dd.
 */
export interface Appointment {
  kind: AppointmentKind;
  startDate: string | null;
  endDate: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The first day of a month (0-11) as yyyy-mm-dd. */
export const firstDayOf = (year: number, month: number) => `${year}-${pad(month + 1)}-01`;
/** The last day of a month (0-11) as yyyy-mm-dd. */
export const lastDayOf = (year: number, month: number) =>
  new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);

/** Whether the appointment runs on a day (yyyy-mm-dd). */
export function isValidOn(a: Appointment, day: string): boolean {
  return (a.startDate === null || a.startDate <= day) && (a.endDate === null || a.endDate >= day);
}

/** Whether the appointment runs on at least one day of the month: appointed mid-month counts for that month. */
export function isValidInMonth(a: Appointment, year: number, month: number): boolean {
  return (
    (a.startDate === null || a.startDate <= lastDayOf(year, month)) &&
    (a.endDate === null || a.endDate >= firstDayOf(year, month))
  );
}

export function kindsValidOn(appointments: readonly Appointment[], day: string): Set<AppointmentKind> {
  return new Set(appointments.filter((a) => isValidOn(a, day)).map((a) => a.kind));
}

export function kindsValidInMonth(
  appointments: readonly Appointment[],
  year: number,
  month: number,
): Set<AppointmentKind> {
  return new Set(appointments.filter((a) => isValidInMonth(a, year, month)).map((a) => a.kind));
}

/** The kinds valid in at least one month of a service year (the boxes ticked on that year's S-21). */
export function kindsValidInServiceYear(
  appointments: readonly Appointment[],
  serviceYear: number,
): Set<AppointmentKind> {
  const kinds = new Set<AppointmentKind>();
  for (const { month, year } of monthsOfServiceYear(serviceYear)) {
    for (const kind of kindsValidInMonth(appointments, year, month)) kinds.add(kind);
  }
  return kinds;
}

/** The pioneer flags a month's report takes from the appointments valid in that month. */
export interface PioneerFlags {
  regularPioneer: boolean;
  specialPioneer: boolean;
  fieldMissionary: boolean;
}

export function pioneerFlagsInMonth(appointments: readonly Appointment[], year: number, month: number): PioneerFlags {
  const kinds = kindsValidInMonth(appointments, year, month);
  return {
    regularPioneer: kinds.has('RegularPioneer'),
    specialPioneer: kinds.has('SpecialPioneer'),
    fieldMissionary: kinds.has('FieldMissionary'),
  };
}

/** Today as yyyy-mm-dd (UTC: the server's and the screens' "today" agree on the day in Portugal). */
export const today = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/**
 * A reason the list cannot be stored, or null: an end before its start, or two appointments of the same kind
 * that overlap (one kind runs at most once on any day).
 */
export function appointmentsProblem(appointments: readonly Appointment[]): string | null {
  for (const a of appointments) {
    if (a.startDate && a.endDate && a.endDate < a.startDate) {
      return `${APPOINTMENT_LABELS[a.kind]}: a data de fim (${a.endDate}) é anterior à data de início (${a.startDate})`;
    }
  }
  for (const [i, a] of appointments.entries()) {
    for (const b of appointments.slice(i + 1)) {
      if (a.kind !== b.kind) continue;
      const overlap =
        (a.startDate === null || b.endDate === null || a.startDate <= b.endDate) &&
        (b.startDate === null || a.endDate === null || b.startDate <= a.endDate);
      if (overlap) return `${APPOINTMENT_LABELS[a.kind]}: há duas nomeações com datas que se sobrepõem`;
    }
  }
  return null;
}

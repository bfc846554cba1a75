import { t } from './i18n/translate';

/** Months are indexed 0-11; the service year starts in September (index 8). */
export const SERVICE_YEAR_START_MONTH = 8;

/** The month's name in the language of the moment ("Janeiro" … "Dezembro" in pt-PT; catalogue `calendar.month`). */
export function monthName(month: number): string {
  return t('calendar.month', { month: String(month) });
}

/** The twelve month names, January first, in the language of the moment (read anew each time). */
export const MONTH_NAMES: readonly string[] = Object.defineProperties(
  [],
  Object.fromEntries(
    Array.from({ length: 12 }, (_, month) => [month, { enumerable: true, get: () => monthName(month) }]),
  ),
);

export function serviceYearOf(month: number, year: number): number {
  return month >= SERVICE_YEAR_START_MONTH ? year + 1 : year;
}

/** The month index counted from year 0: months ordered across years, and month arithmetic by subtraction. */
export function monthIndex(month: number, year: number): number {
  return year * 12 + month;
}

/** The (month, year) pairs of a service year, September first. */
export function monthsOfServiceYear(serviceYear: number): { month: number; year: number }[] {
  return Array.from({ length: 12 }, (_, i) => {
    const month = (SERVICE_YEAR_START_MONTH + i) % 12;
    return { month, year: month >= SERVICE_YEAR_START_MONTH ? serviceYear - 1 : serviceYear };
  });
}

/** Year list used by the forms: current year minus 1 through plus 2. */
export function yearOptions(now: Date = new Date()): number[] {
  const current = now.getFullYear();
  return [current - 1, current, current + 1, current + 2];
}

/** Sorts newest first by year, then month (dashboard sections, spec point 2). */
export function byNewestFirst(a: { year: number; month: number }, b: { year: number; month: number }): number {
  return b.year - a.year || b.month - a.month;
}

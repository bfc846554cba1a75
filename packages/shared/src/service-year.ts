/** Months are indexed 0-11; the service year starts in September (index 8). */
export const SERVICE_YEAR_START_MONTH = 8;

export const MONTH_NAMES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

export function serviceYearOf(month: number, year: number): number {
  return month >= SERVICE_YEAR_START_MONTH ? year + 1 : year;
}

/** The month index counted from year 0: months ordered across years, and month arithmetic by subtraction. */
export function monthIndex(month: number, year: number): number {
  return year * 12 + month;
}

export function monthName(month: number): string {
  return MONTH_NAMES[month] ?? String(month);
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

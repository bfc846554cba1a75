/**
 * Dates and numbers as the language of the moment writes them (ADR 043): `Intl` with that language's conventions
 * (12/03/2026 in pt-PT, 03/12/2026 in en; 1,5 in pt-PT and es, 1.5 in en). Formatters are made once per language.
 */
import { CONGREGATION_TIME_ZONE } from '../attendance-rules';
import { type CatalogueLocale, currentLocale, PSEUDO_LOCALE } from './translate';

/** The language tag `Intl` is given: the pseudo-language formats as pt-PT. */
export const intlLocale = (locale: CatalogueLocale = currentLocale()): string =>
  locale === PSEUDO_LOCALE ? 'pt-PT' : locale;

function perLocale<T>(make: (locale: string) => T): () => T {
  const made = new Map<CatalogueLocale, T>();
  return () => {
    const locale = currentLocale();
    let value = made.get(locale);
    if (value === undefined) {
      value = make(intlLocale(locale));
      made.set(locale, value);
    }
    return value;
  };
}

const dayFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: CONGREGATION_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
);

/** An instant (ISO) as the congregation's calendar date: dd/mm/aaaa in pt-PT, mm/dd/yyyy in en. */
export const formatDay = (iso: string | Date): string => dayFormat().format(new Date(iso));

/** A calendar date (aaaa-mm-dd, no time zone) in the language's order. */
export const formatCalendarDate = (date: string): string => calendarDateFormat().format(new Date(`${date}T00:00:00Z`));
const calendarDateFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }),
);

const integerFormat = perLocale((locale) => new Intl.NumberFormat(locale));
const oneDecimalFormat = perLocale(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const decimalFormat = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));

/** A count with the language's grouping (1 000 / 1.000 / 1,000). */
export const formatCount = (n: number): string => integerFormat().format(n);
/** A figure with one decimal (an average: 12,5 / 12.5). */
export const formatOneDecimal = (n: number): string => oneDecimalFormat().format(n);
/** A figure with up to two decimals, none when whole (hours: 7,5 / 7.5, 10). */
export const formatDecimal = (n: number): string => decimalFormat().format(n);

import { formatDay, intlLocale } from '@congregacao/shared/i18n/format';

/** A day (a passkey added, two-factor on since) in the language shown. */
export const day = (iso: string) => formatDay(iso);

/** An instant (a session started, a factor added) as date and time in the language shown. */
export const when = (iso: string) =>
  new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'short', timeStyle: 'short' });

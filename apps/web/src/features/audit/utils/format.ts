import type { AuditLogEntry } from '@congregacao/shared/contracts/audit';
import type { AuditSeverity } from '@congregacao/shared/enums';
import { DEFAULT_LOCALE } from '@congregacao/shared/i18n/locales';
import { currentLocale, PSEUDO_LOCALE, t } from '@congregacao/shared/i18n/translate';
import { AUDIT_DESCRIPTION_PREVIEW } from '@congregacao/shared/limits';

/** The description cut at 100 characters, with an ellipsis when it was longer. */
export function previewDescription(text: string, max = AUDIT_DESCRIPTION_PREVIEW): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Display name, else username, else 'System' (entries without a user). */
export function userLabel(entry: Pick<AuditLogEntry, 'user_display_name' | 'user_username'>): string {
  return entry.user_display_name || entry.user_username || t('audit.system');
}

const TIMESTAMP = new Intl.DateTimeFormat('pt-PT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** A UTC ISO timestamp shown in pt-PT (dd/mm/yyyy, hh:mm:ss), in the browser's time zone. */
export function formatTimestamp(iso: string): string {
  return TIMESTAMP.format(new Date(iso));
}

export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

export const SEVERITY_CLASSES: Record<AuditSeverity, string> = {
  LOW: 'bg-green-100 text-green-800 ring-green-600/30 dark:bg-green-950 dark:text-green-200',
  MEDIUM: 'bg-yellow-100 text-yellow-800 ring-yellow-600/30 dark:bg-yellow-950 dark:text-yellow-200',
  HIGH: 'bg-orange-100 text-orange-800 ring-orange-600/30 dark:bg-orange-950 dark:text-orange-200',
  CRITICAL: 'bg-red-100 text-red-800 ring-red-600/30 dark:bg-red-950 dark:text-red-200',
};

/** 'Showing x to y of z results' (z prefixed "about" when the server estimated it). */
export function showingText(page: number, limit: number, total: number, isTotalExact: boolean): string {
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  const counts = { from: formatCount(from), to: formatCount(to), total: formatCount(total) };
  return t(isTotalExact ? 'audit.showing' : 'audit.showingAbout', counts);
}

/**
 * The numbered pager buttons: at most five (spec point 2), around the current page, so every page can be reached
 * and the one shown is always among them.
 */
export function pagerPages(totalPages: number, page = 1, max = 5): number[] {
  const count = Math.min(max, totalPages);
  const first = Math.min(Math.max(1, page - Math.floor(max / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

/**
 * The language of the screen's texts, for `lang`: pt-PT's are the spec's English (the screen is in English), every
 * other language's are in that language.
 */
export function auditTextLanguage(): string {
  const locale = currentLocale();
  return locale === DEFAULT_LOCALE || locale === PSEUDO_LOCALE ? 'en' : locale;
}

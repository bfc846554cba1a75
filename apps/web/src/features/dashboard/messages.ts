import { messages, TEXT } from '@congregacao/shared/i18n/messages';

/** Texts of the dashboard (spec points 2, 4 and 8; catalogue namespace `dashboard`, ADR 043). */
export const DASHBOARD_MESSAGES = messages('dashboard', {
  loadFailed: TEXT,
  opened: TEXT,
  closed: TEXT,
  statusFailed: TEXT,
  processing: TEXT,
});

/**
 * Publisher texts shared by the API and the screens (catalogue namespace `publisher`, ADR 043). Kept apart from
 * contracts/publishers (zod schemas), so the screens that only show them do not load zod; contracts/publishers
 * re-exports them for the API.
 */
import { USER_ROLE_LABELS, type UserRole } from './enums';
import { messages, TEXT } from './i18n/messages';
import { t } from './i18n/translate';

interface LinkedAccountOutcome {
  username: string;
  role: UserRole;
  outcome?: 'deleted' | 'unlinked';
}

export const PUBLISHER_MESSAGES = messages('publisher', {
  notFound: TEXT,
  lookupFailed: TEXT,
  createFailed: TEXT,
  updateFailed: TEXT,
  groupsFailed: TEXT,
  invalidId: TEXT,
  serviceYearsFailed: TEXT,
  created: TEXT,
  updated: TEXT,
  saved: TEXT,
  nameRequired: TEXT,
  groupRequired: TEXT,
  invalidEmail: TEXT,
  invalidDate: TEXT,
  versionRequired: TEXT,
  rgpdFilterForbidden: TEXT,
  archiveTitle: TEXT,
  archiveConfirm: (name: string) => ({ name }),
  /** What archiving or erasing a publisher did to the linked user account (ADR 035). */
  accountOutcome: ({ username, role, outcome = 'unlinked' }: LinkedAccountOutcome) =>
    outcome === 'deleted'
      ? t('publisher.accountDeleted', { username })
      : t('publisher.accountUnlinked', { username, role: USER_ROLE_LABELS[role] }),
  stale: TEXT,
});

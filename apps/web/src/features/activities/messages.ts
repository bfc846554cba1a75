import { messages, TEXT } from '@congregacao/shared/i18n/messages';

/** Texts of the activity form (spec points 5 and 8; catalogue namespace `activities`). */
export const ACTIVITY_FORM_MESSAGES = messages('activities', {
  invalidIdToast: TEXT,
  loadFailed: TEXT,
  publishersFailed: TEXT,
  saveFailed: TEXT,
  created: TEXT,
  updated: TEXT,
});

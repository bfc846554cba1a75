/**
 * Monthly activity texts shared by the API's answers and the screens (catalogue namespace `activity`, ADR 043). Kept
 * apart from contracts/activities (zod schemas), so screens that only show them do not load zod; contracts/activities
 * re-exports them for the API.
 */
import { messages, TEXT } from './i18n/messages';

export const ACTIVITY_MESSAGES = messages('activity', {
  notFound: TEXT,
  closedAuxiliary: TEXT,
  closedMonthYear: TEXT,
});

/**
 * Texts of the history and pioneer screens (spec points 2, 5 and 8; catalogue namespace `history`, ADR 043). Kept
 * apart from contracts/history (zod schemas), so screens that only show them do not load zod; contracts/history
 * re-exports them.
 */
import { messages, TEXT } from './i18n/messages';

export const HISTORY_MESSAGES = messages('history', {
  historyMalformedUrl: TEXT,
  pioneerYearMalformedUrl: TEXT,
  pioneerMonthMalformedUrl: TEXT,
  pioneersFailed: TEXT,
  reportsFailed: TEXT,
  noReports: TEXT,
  /** the server's refusal of another group's publisher to an Elder (ADR 036) */
  otherGroup: TEXT,
  noPioneerReports: (period: string) => ({ period }),
  downloadSucceeded: TEXT,
  downloadFailed: TEXT,
  downloadProgress: TEXT,
});

/**
 * Report messages shared by the server and the screens (catalogue namespace `report`, ADR 043). Kept apart from
 * contracts/reports (zod schemas), so the fill screen does not load zod; contracts/reports re-exports them for the API.
 */
import { messages, TEXT } from './i18n/messages';

export const REPORT_MESSAGES = messages('report', {
  duplicate: TEXT,
  insufficientData: TEXT,
  activityClosed: TEXT,
  /** under the review's 'Status' while 'Aprovado' waits for the answer (report-rules.ts canBeSent) */
  approveNeedsAnswer: TEXT,
  unansweredToSend: (names: string) => ({ names }),
  unansweredToClose: (groupNumber: number, names: string) => ({ groupNumber, names }),
  unansweredToApprove: (names: string) => ({ names }),
  stale: TEXT,
});

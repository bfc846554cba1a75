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
  /** the toasts after only the answered were sent (fill) or approved (review), naming who stays missing (ADR 039) */
  sentAnswered: (sent: number, missing: readonly string[]) => ({
    sent,
    missing: missing.length,
    names: missing.join(', '),
  }),
  approvedAnswered: (sent: number, missing: readonly string[]) => ({
    sent,
    missing: missing.length,
    names: missing.join(', '),
  }),
  sendAnswered: (n: number) => ({ n }),
  approveAnswered: (n: number) => ({ n }),
  staysMissing: (n: number) => ({ n }),
  nobodyMarkedNo: TEXT,
  approveAnsweredTitle: TEXT,
  approveAnsweredGroup: (group: string) => ({ group }),
  approveAnsweredMonth: TEXT,
});

/**
 * Texts of the branch cycle (ADR 037): the S-1 sent to the branch, late reports, the service year's analysis
 * (S-10), the S-21 totals cards and deleting a month posted by mistake. Shared by the API's refusals and the screens
 * (catalogue, ADR 043).
 */
import { formatDay } from './i18n/format';
import { listOf, messages, TEXT } from './i18n/messages';
import { t } from './i18n/translate';

/** "outubro de 2026" as the texts name a month ("October 2026" in English). */
export const monthLabel = (m: { month: number; year: number }) =>
  t('calendar.monthOfYear', { month: t('calendar.monthInText', { month: String(m.month) }), year: m.year });

/** An instant (ISO) as the congregation's calendar date in the language's order (dd/mm/aaaa in pt-PT). */
export const formatDayPt = formatDay;

export const SUBMISSION_MESSAGES = messages('submission', {
  monthOpen: TEXT,
  alreadySubmitted: (iso: string) => ({ day: formatDay(iso) }),
  notSubmitted: TEXT,
  withdrawBlocked: (months: string[]) => ({ months: months.join(', ') }),
  reopenSubmitted: TEXT,
  moveSubmitted: TEXT,
  moveCountsLate: TEXT,
});

/** Texts of the S-1 screen's sending to the branch. */
export const SUBMISSION_SCREEN = messages('submissionScreen', {
  sentOn: (iso: string, by: string | null) =>
    by ? t('submissionScreen.sentOnBy', { day: formatDay(iso), by }) : { day: formatDay(iso) },
  notSent: TEXT,
  markSent: TEXT,
  confirmTitle: TEXT,
  confirmIntro: TEXT,
  confirm: TEXT,
  nothingToNote: TEXT,
  previousNotSent: (month: string) => ({ month }),
  sent: TEXT,
  sendFailed: TEXT,
  withdraw: TEXT,
  withdrawTitle: TEXT,
  withdrawMessage: TEXT,
  withdrawn: TEXT,
  withdrawFailed: TEXT,
  groupsTitle: TEXT,
  noGroup: TEXT,
  lateCountedTitle: TEXT,
  lateTitle: TEXT,
  lateIntro: TEXT,
  noneUnanswered: TEXT,
  recordLate: TEXT,
  lateLoadFailed: TEXT,
  lateSaveFailed: TEXT,
  lateFormTitle: (name: string, month: string) => ({ name, month }),
  save: TEXT,
  answerFirst: TEXT,
  analysisLink: TEXT,
  ownGroupTitle: (groupNumber: number | null) =>
    groupNumber === null ? {} : t('submissionScreen.groupTitle', { groupNumber }),
  groupLineFailed: TEXT,
  ownGroupNote: TEXT,
});

export const LATE_REPORT_MESSAGES = messages('lateReport', {
  openMonth: TEXT,
  notSubmitted: TEXT,
  answered: TEXT,
  frozen: (month: string) => ({ month }),
  hoursNotPioneer: TEXT,
  notFound: TEXT,
  countedIn: (month: string) => ({ month }),
  pending: TEXT,
});

/** What the S-21 (card and screen) says of a late report, in its own month. */
export const lateReportRemark = (countedIn: { month: number; year: number } | null) =>
  countedIn ? t('lateReport.remarkCounted', { month: monthLabel(countedIn) }) : t('lateReport.remarkPending');

export const DELETE_MONTH_MESSAGES = messages('deleteMonth', {
  action: TEXT,
  title: (month: string) => ({ month }),
  confirmMessage: (reports: number) => ({ reports }),
  deleted: TEXT,
  deleteFailed: TEXT,
  closed: TEXT,
  answered: (n: number) => ({ n }),
});

export const ANALYSIS_MESSAGES = messages('analysis', {
  title: TEXT,
  definitions: listOf(4),
  loadFailed: TEXT,
  downloadPdf: TEXT,
  downloadFailed: TEXT,
  totalsCards: TEXT,
  totalsFailed: TEXT,
});

/** The S-10's lines in the form's order, with their labels. */
export const S10_LINES = (
  [
    'averageMidweekAttendance',
    'averageWeekendAttendance',
    'activePublishers',
    'inactivePublishers',
    'reactivatedPublishers',
  ] as const
).map((key) => ({
  key,
  get label() {
    return t(`s10Line.${key}`);
  },
}));

export const s10FileName = (serviceYear: number) => t('file.s10', { serviceYear });
export const s21TotalsFileName = (serviceYear: number) => t('file.s21Totals', { serviceYear });

/** The three totals cards (S-21 as the circuit overseer asks for them): one per S-1 category. */
export const TOTALS_CARD_NAMES = messages('totalsCard', {
  publishers: TEXT,
  auxiliaryPioneers: TEXT,
  regularPioneers: TEXT,
});

export const reportsRemark = (n: number) => t('totalsCard.reports', { n });

/** The pioneer's year's refusals and texts the server writes (catalogue namespace `pioneerYear`, ADR 040). */
import { messages, TEXT } from './i18n/messages';

export const PIONEER_YEAR_MESSAGES = messages('pioneerYear', {
  creditNotPioneer: (id: number) => ({ id }),
  creditOnlyPioneers: TEXT,
  s21Credit: (hours: number) => ({ hours }),
  monthOutsideYear: (month: number, year: number, serviceYear: number) => ({ month: month + 1, year, serviceYear }),
  pastMonth: (month: number, year: number) => ({ month: month + 1, year }),
  alreadyRegular: (month: number, year: number) => ({ month: month + 1, year }),
  noMonths: TEXT,
  applicationNotFound: TEXT,
  notCommittee: TEXT,
  notSecretary: TEXT,
  alreadyDecided: TEXT,
  alreadyVoted: TEXT,
  committeeFull: TEXT,
  publisherNotFound: TEXT,
  outOfGroup: TEXT,
});

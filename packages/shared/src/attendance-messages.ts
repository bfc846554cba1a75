/** Texts of meeting attendance (S-88) and the S-1, shared by the API and the screens (catalogue, ADR 043). */
import { messages, TEXT } from './i18n/messages';
import { t } from './i18n/translate';

export const ATTENDANCE_MESSAGES = messages('attendance', {
  countInvalid: TEXT,
  dateInvalid: TEXT,
  kindInvalid: TEXT,
  dateInFuture: TEXT,
  notFound: TEXT,
  saved: TEXT,
  saveFailed: TEXT,
  loadFailed: TEXT,
  removed: TEXT,
});

export const CONGREGATION_REPORT_MESSAGES = messages('congregationReport', {
  missingWarning: (n: number) => ({ n }),
  missingCount: (n: number) => ({ n }),
  noWeekendAttendance: TEXT,
  reminderNoSmtp: TEXT,
  reminderNoOverseer: TEXT,
  reminderNoEmail: TEXT,
  reminderAlreadySent: TEXT,
  reminderNothingMissing: TEXT,
  reminderSent: TEXT,
  reminderSendFailed: TEXT,
  reminderSubject: (month: string, year: number) => ({ month, year }),
  groupNotFound: TEXT,
});

/** Texts of the attendance screen. */
export const ATTENDANCE_SCREEN = messages('attendanceScreen', {
  title: TEXT,
  readOnly: TEXT,
  typedInvalid: TEXT,
  inPersonRequired: TEXT,
  saving: TEXT,
  saved: TEXT,
  pending: TEXT,
  restored: (n: number) => ({ n }),
  downloadS88: TEXT,
  downloadFailed: TEXT,
});

type S1Section = 'publishers' | 'auxiliaryPioneers' | 'regularPioneers';
type S1Label = 'activePublishers' | 'averageWeekendAttendance' | 'reports' | 'studies' | 'hours';

/** A line of the S-1 whose section and label are read in the language of the moment. */
function s1Line<const K extends string>(key: K, section: S1Section | null, label: S1Label) {
  return {
    key,
    get section() {
      return section === null ? null : t(`s1Section.${section}`);
    },
    get label() {
      return t(`s1Line.${label}`);
    },
  };
}

/** The S-1 lines in the form's order, with their labels. */
export const S1_LINES = [
  s1Line('activePublishers', null, 'activePublishers'),
  s1Line('averageWeekendAttendance', null, 'averageWeekendAttendance'),
  s1Line('publishers.reports', 'publishers', 'reports'),
  s1Line('publishers.studies', 'publishers', 'studies'),
  s1Line('auxiliaryPioneers.reports', 'auxiliaryPioneers', 'reports'),
  s1Line('auxiliaryPioneers.hours', 'auxiliaryPioneers', 'hours'),
  s1Line('auxiliaryPioneers.studies', 'auxiliaryPioneers', 'studies'),
  s1Line('regularPioneers.reports', 'regularPioneers', 'reports'),
  s1Line('regularPioneers.hours', 'regularPioneers', 'hours'),
  s1Line('regularPioneers.studies', 'regularPioneers', 'studies'),
] as const;

export const S1_SCREEN = messages('s1Screen', {
  title: TEXT,
  loadFailed: TEXT,
  missingLoadFailed: TEXT,
  copied: (label: string) => ({ label }),
  copyFailed: TEXT,
  print: TEXT,
  seeMissing: TEXT,
  yearTitle: (serviceYear: number) => ({ serviceYear }),
  missingTitle: TEXT,
  noneMissing: TEXT,
  remind: TEXT,
  remindFailed: TEXT,
  noOverseer: TEXT,
  closedFinal: TEXT,
  closedMissing: (n: number) => ({ n }),
  noAttendance: TEXT,
  recordAttendance: TEXT,
});

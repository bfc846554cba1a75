/** Texts of moving a publisher: the fillable S-21, transfer.json, transfer in and out (issue 37, ADR 042). */
import { messages, TEXT } from './i18n/messages';

export const TRANSFER_MESSAGES = messages('transfer', {
  badField: (field: string, file: string, value: string) => ({ field, file, value }),
  bothChecked: (first: string, second: string, file: string) => ({ first, second, file }),
  noForm: (file: string) => ({ file }),
  encrypted: (file: string) => ({ file }),
  truncated: (file: string) => ({ file }),
  badZipPath: (path: string) => ({ path }),
  badZip: TEXT,
  emptyZip: TEXT,
  badJson: (file: string, reason: string) => ({ file, reason }),
  futureVersion: (version: number, supported: number) => ({ version, supported }),
  monthNotOpen: (period: string) => ({ period }),
  monthAhead: (period: string) => ({ period }),
  zipTooLarge: (mb: number) => ({ mb }),
  openMonthReport: (period: string) => ({ period }),
  alreadyArchived: TEXT,
  historyNotLate: TEXT,
  letterTitle: TEXT,
  letterBody: (name: string, to: string, date: string) => ({ name, to, date }),
  letterFooter: TEXT,
});

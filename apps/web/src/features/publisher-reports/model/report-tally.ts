import type { ReportRow } from '@congregacao/shared/contracts/reports';
import { canReportHours, type PioneerCategory, pioneerCategoryOf } from '@congregacao/shared/report-rules';
import { type ReportDraft, type ReportEdits, valuesOf } from '../drafts/use-report-drafts';

/**
 * The figures of a set of reports as currently shown, unsaved edits included: the fill screen's summary and the
 * review screen's totals are two views of this one count.
 */
export interface ReportTally {
  reports: number;
  sent: number;
  participated: number;
  notParticipated: number;
  studies: number;
  /** reports that count hours (pioneers and auxiliary pioneers) */
  pioneers: number;
  hours: number;
}

const emptyTally = (): ReportTally => ({
  reports: 0,
  sent: 0,
  participated: 0,
  notParticipated: 0,
  studies: 0,
  pioneers: 0,
  hours: 0,
});

function add(tally: ReportTally, row: ReportRow, edits: ReportEdits) {
  const values = valuesOf(row, edits.get(row.id));
  tally.reports += 1;
  if (values.status === 'Sent') tally.sent += 1;
  if (values.participatedInMinistry === true) tally.participated += 1;
  if (values.participatedInMinistry === false) tally.notParticipated += 1;
  tally.studies += values.studies ?? 0;
  if (canReportHours(row)) {
    tally.pioneers += 1;
    tally.hours += values.hours ?? 0;
  }
}

export function tallyReports(rows: readonly ReportRow[], edits: ReportEdits): ReportTally {
  const tally = emptyTally();
  for (const row of rows) add(tally, row, edits);
  return tally;
}

export type Category = PioneerCategory | 'publishers';

/** Category of a report: its pioneer category (one each, report-rules pioneerCategoryOf), else publisher. */
export const categoryOf = (row: ReportRow): Category => pioneerCategoryOf(row) ?? 'publishers';

/** The tally of all reports and of each category. */
export function tallyByCategory(rows: readonly ReportRow[], edits: ReportEdits) {
  const all = emptyTally();
  const byCategory: Record<Category, ReportTally> = {
    auxiliary: emptyTally(),
    regular: emptyTally(),
    special: emptyTally(),
    fieldMissionary: emptyTally(),
    publishers: emptyTally(),
  };
  for (const row of rows) {
    add(all, row, edits);
    add(byCategory[categoryOf(row)], row, edits);
  }
  return { all, byCategory };
}

/** A report still waiting for its participation answer (Open and not answered, in the values shown). */
export const isIncomplete = (values: ReportDraft): boolean =>
  values.status === 'Open' && values.participatedInMinistry === null;

import type { PublisherWithoutReport, ReportRow, ReportsByMonth } from '@congregacao/shared/contracts/reports';
import { canReportHours, compareByPublisherLabel } from '@congregacao/shared/report-rules';
import type { ReportEdits } from '../../../lib/reports/use-report-drafts';
import { valuesOf } from '../../../lib/reports/use-report-drafts';

/** One card of the fill screen: a report, or a publisher of the group without one. */
export type FillEntry =
  | { kind: 'report'; key: string; row: ReportRow }
  | { kind: 'missing'; key: string; publisher: PublisherWithoutReport };

const groupOf = (e: FillEntry) =>
  (e.kind === 'report' ? e.row.groupNumber : e.publisher.groupNumber) ?? Number.MAX_SAFE_INTEGER;
const personOf = (e: FillEntry) => (e.kind === 'report' ? e.row : e.publisher);

/**
 * The cards in screen order: an Elder's group by display name (Portuguese, accent-insensitive); for the
 * Secretary and the Admin, who see every group, by group number and then display name.
 */
export function fillEntries(data: ReportsByMonth, byGroupFirst: boolean): FillEntry[] {
  const entries: FillEntry[] = [
    ...data.reports.map((row) => ({ kind: 'report' as const, key: `r${row.id}`, row })),
    ...data.publishersWithoutReport.map((publisher) => ({
      kind: 'missing' as const,
      key: `p${publisher.publisherId}`,
      publisher,
    })),
  ];
  return entries.sort(
    (a, b) => (byGroupFirst ? groupOf(a) - groupOf(b) : 0) || compareByPublisherLabel(personOf(a), personOf(b)),
  );
}

export function isIncomplete(row: ReportRow, edits: ReportEdits): boolean {
  const values = valuesOf(row, edits.get(row.id));
  return values.status === 'Open' && values.participatedInMinistry === null;
}

export interface FillSummary {
  publishers: number;
  participated: number;
  notParticipated: number;
  studies: number;
  pioneers: number;
  hours: number;
}

/** The summary card, over the values as currently shown (unsaved edits included). */
export function summarise(rows: readonly ReportRow[], edits: ReportEdits): FillSummary {
  const summary: FillSummary = {
    publishers: rows.length,
    participated: 0,
    notParticipated: 0,
    studies: 0,
    pioneers: 0,
    hours: 0,
  };
  for (const row of rows) {
    const values = valuesOf(row, edits.get(row.id));
    if (values.participatedInMinistry === true) summary.participated += 1;
    if (values.participatedInMinistry === false) summary.notParticipated += 1;
    summary.studies += values.studies ?? 0;
    if (canReportHours(row)) {
      summary.pioneers += 1;
      summary.hours += values.hours ?? 0;
    }
  }
  return summary;
}

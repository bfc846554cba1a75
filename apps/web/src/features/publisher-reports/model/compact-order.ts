import type { ReportRow } from '@congregacao/shared/contracts/reports';
import { canReportHours } from '@congregacao/shared/report-rules';

/**
 * Why a report needs the Secretary's eye first in the compact review, most urgent first: no participation answer
 * yet, answers changed after it was sent, observations to read, a pioneer's hours to check; `null` when it is an
 * ordinary report.
 */
export type CompactException = 'unanswered' | 'changedAfterSending' | 'notes' | 'pioneerHours';
const RANK: Record<CompactException, number> = { unanswered: 0, changedAfterSending: 1, notes: 2, pioneerHours: 3 };

export function compactException(row: ReportRow): CompactException | null {
  if (row.participatedInMinistry === null) return 'unanswered';
  if (row.changedAfterSendingAt !== null) return 'changedAfterSending';
  if (row.observations.trim() !== '') return 'notes';
  if (canReportHours(row)) return 'pioneerHours';
  return null;
}

const rankOf = (row: ReportRow) => {
  const exception = compactException(row);
  return exception === null ? Object.keys(RANK).length : RANK[exception];
};

/**
 * A group's reports in the compact review: the exceptions first, by kind, and otherwise the order given (by name,
 * review-groups.ts). Ranked on the loaded values, not the unsaved edits, so a line does not move while it is edited.
 */
export function compactOrder(rows: readonly ReportRow[]): ReportRow[] {
  return rows
    .map((row, index) => ({ row, index, rank: rankOf(row) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ row }) => row);
}

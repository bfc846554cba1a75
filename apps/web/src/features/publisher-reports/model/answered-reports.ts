import type { ReportRow } from '@congregacao/shared/contracts/reports';
import { type ReportEdits, valuesOf } from '../drafts/use-report-drafts';
import { isIncomplete } from './report-tally';

/**
 * The open reports as shown (unsaved edits included): how many are answered, which 'Enviar / Aprovar os N
 * respondidos' sends, and which are not, which stay Open and missing (ADR 039). The server decides on what is saved.
 */
export function answeredSplit(rows: readonly ReportRow[], edits: ReportEdits) {
  let answeredCount = 0;
  const unanswered: ReportRow[] = [];
  for (const row of rows) {
    const values = valuesOf(row, edits.get(row.id));
    if (isIncomplete(values)) unanswered.push(row);
    else if (values.status === 'Open') answeredCount += 1;
  }
  return { answeredCount, unanswered };
}

import type { ChangedReport, ReportRow } from '@congregacao/shared/contracts/reports';
import { type ReportEdits, toChangedReport, valuesOf } from '../drafts/use-report-drafts';

/** The ids a 409 "participation unanswered" names (`incompleteReportIds`), or null for any other refusal. */
export function unansweredIdsOf(body: unknown): number[] | null {
  const ids = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).incompleteReportIds : null;
  return Array.isArray(ids) && ids.every((id) => typeof id === 'number') ? ids : null;
}

/**
 * The update-changed payload that answers 'Não' for these reports, explicitly chosen by the Secretary after the group
 * close was refused (issue 21 point 6): at the version loaded, with what was typed on screen kept (never lost).
 */
export function markedNotParticipated(rows: readonly ReportRow[], edits: ReportEdits): ChangedReport[] {
  return rows.map((row) =>
    toChangedReport({ base: row, draft: { ...valuesOf(row, edits.get(row.id)), participatedInMinistry: false } }),
  );
}

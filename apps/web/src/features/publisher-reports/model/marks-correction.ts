import type { ChangedReport, ReportRow } from '@congregacao/shared/contracts/reports';
import { canReportHours, type ReportPioneerMarks } from '@congregacao/shared/report-rules';

/** The marks in the order the correction dialog lists them, with the labels of the statistics. */
export const MARK_FIELDS = ['regularPioneer', 'specialPioneer', 'fieldMissionary', 'auxiliaryPioneer'] as const;

export function marksOf(row: ReportPioneerMarks): ReportPioneerMarks {
  return {
    auxiliaryPioneer: row.auxiliaryPioneer,
    regularPioneer: row.regularPioneer,
    specialPioneer: row.specialPioneer,
    fieldMissionary: row.fieldMissionary,
  };
}

/**
 * The update-changed payload that corrects a report's pioneer marks (Secretary, month Open; ADR 019): the stored
 * values at the loaded version with the new marks. Hours follow the marks: kept (0 when there were none) while the
 * report still reports hours, removed when it no longer does (the server refuses hours of a non-pioneer).
 */
export function marksCorrection(row: ReportRow, marks: ReportPioneerMarks): ChangedReport {
  return {
    id: row.id,
    version: row.version,
    hours: canReportHours(marks) ? (row.hours ?? 0) : null,
    studies: row.studies,
    participatedInMinistry: row.participatedInMinistry,
    observations: row.observations,
    status: row.status,
    ...marks,
  };
}

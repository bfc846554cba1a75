/** Rules about publisher reports that the screens and the server both apply (one home each). */

/** Hours are reported only by auxiliary or regular pioneers (spec point 5 "Report counters"). */
export function canReportHours(report: { auxiliaryPioneer: boolean; regularPioneer: boolean }): boolean {
  return report.auxiliaryPioneer || report.regularPioneer;
}

/**
 * The months looked at, up to and including an activity's month, to call a publisher irregular (reported in them but
 * missed at least one; architecture.md "Irregular and inactive").
 */
export const IRREGULAR_WINDOW_MONTHS = 6;

/** The editable fields whose difference from the loaded copy makes a report "changed" (spec point 4). */
export const REPORT_EDITABLE_FIELDS = ['hours', 'studies', 'participatedInMinistry', 'observations', 'status'] as const;
export type ReportEditableField = (typeof REPORT_EDITABLE_FIELDS)[number];

export function isReportChanged<T extends Record<ReportEditableField, unknown>>(loaded: T, current: T): boolean {
  return REPORT_EDITABLE_FIELDS.some((field) => loaded[field] !== current[field]);
}

/** Portuguese, accent- and case-insensitive ordering ("Álvaro" sorts with "Alvaro", before "Bruno"). */
export const ptCollator = new Intl.Collator('pt', { sensitivity: 'base', numeric: true });

/** The name a screen shows for a publisher: the display name, else the full name. */
export function publisherLabel(p: { name: string; displayName: string | null }): string {
  return p.displayName?.trim() || p.name;
}

export function compareByPublisherLabel(
  a: { name: string; displayName: string | null },
  b: { name: string; displayName: string | null },
): number {
  return ptCollator.compare(publisherLabel(a), publisherLabel(b));
}

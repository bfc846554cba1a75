/** Rules about publisher reports that the screens and the server both apply (one home each). */
import { labels } from './i18n/messages';

/** A report's pioneer marks: taken from the appointments valid in its month, auxiliary as chosen for the month. */
export interface ReportPioneerMarks {
  auxiliaryPioneer: boolean;
  regularPioneer: boolean;
  specialPioneer: boolean;
  fieldMissionary: boolean;
}

/**
 * Hours are reported by every kind of pioneer: regular, special, field missionary, and auxiliary in their months
 * (spec point 5 "Report counters", extended by issue 21 / ADR 019).
 */
export function canReportHours(report: ReportPioneerMarks): boolean {
  return report.auxiliaryPioneer || report.regularPioneer || report.specialPioneer || report.fieldMissionary;
}

/**
 * A report is Sent only with participation answered ('Sim' or 'Não'): the one rule of every path that sends a report
 * or keeps it sent — 'Enviar ao Secretário', a group's 'Fechar', the review's 'Aprovado' and 'Status', a report import
 * (docs/decisions/032). The review disables 'Aprovado' with the reason; the server refuses, naming the publishers.
 */
export function canBeSent(report: { participatedInMinistry: boolean | null }): boolean {
  return report.participatedInMinistry !== null;
}

/** The category a pioneer report counts under in the statistics (one each; a regular pioneer is never auxiliary). */
export const PIONEER_CATEGORIES = ['regular', 'special', 'fieldMissionary', 'auxiliary'] as const;
export type PioneerCategory = (typeof PIONEER_CATEGORIES)[number];

export const PIONEER_CATEGORY_LABELS = labels('pioneerCategory', PIONEER_CATEGORIES);

/** The same categories as the headings of a tally (the review screen's cards per category). */
export const PIONEER_CATEGORY_TITLES = labels('pioneerCategoryTitle', PIONEER_CATEGORIES);

/** The labels of a report's marks that come from appointments (regular, special, field missionary), in that order. */
export function appointmentMarkLabels(report: ReportPioneerMarks): string[] {
  return [
    report.regularPioneer ? PIONEER_CATEGORY_LABELS.regular : null,
    report.specialPioneer ? PIONEER_CATEGORY_LABELS.special : null,
    report.fieldMissionary ? PIONEER_CATEGORY_LABELS.fieldMissionary : null,
  ].filter((label) => label !== null);
}

export function pioneerCategoryOf(report: ReportPioneerMarks): PioneerCategory | null {
  if (report.specialPioneer) return 'special';
  if (report.fieldMissionary) return 'fieldMissionary';
  if (report.regularPioneer) return 'regular';
  if (report.auxiliaryPioneer) return 'auxiliary';
  return null;
}

/**
 * The months looked at, up to and including an activity's month, to call a publisher irregular (reported in them but
 * missed at least one; architecture.md "Irregular and inactive").
 */
export const IRREGULAR_WINDOW_MONTHS = 6;

/**
 * An archived publisher's Open report (ADR 026): archiving removes it from the Open months; one that still exists
 * (left by an import or an erasure) is shown and must be answered like any other — on the fill screen, the review
 * and by send-to-secretary / the group close, which count it. Archived publishers' Sent reports are history the
 * review leaves out (spec: only enabled publishers are shown).
 */
export function isShownForReview(row: { isEnabled: boolean; status: string }): boolean {
  return row.isEnabled || row.status === 'Open';
}

/** A report's answers as a late report or an import writes them (what each compares to know what it changes). */
export const REPORT_ANSWER_FIELDS = [
  'participatedInMinistry',
  'studies',
  'hours',
  'creditHours',
  'auxiliaryPioneer',
  'observations',
] as const;

/** The editable fields whose difference from the loaded copy makes a report "changed" (spec point 4). */
export const REPORT_EDITABLE_FIELDS = [
  'hours',
  'creditHours',
  'studies',
  'participatedInMinistry',
  'observations',
  'status',
] as const;
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

import type { PublisherWithoutReport, ReportRow, ReportsByMonth } from '@congregacao/shared/contracts/reports';
import { canReportHours, compareByPublisherLabel } from '@congregacao/shared/report-rules';
import { type ReportEdits, valuesOf } from '../../../lib/reports/use-report-drafts';

/** One group card of the review screen: enabled publishers only, names in Portuguese order. */
export interface ReviewGroup {
  key: string;
  id: number | null;
  groupNumber: number | null;
  overseerName: string | null;
  rows: ReportRow[];
  missing: PublisherWithoutReport[];
}

export const groupTitle = (g: { groupNumber: number | null }) =>
  g.groupNumber === null ? 'Sem Grupo' : `Grupo ${g.groupNumber}`;
export const groupAnchor = (g: ReviewGroup) => `grupo-${g.key}`;

/** Groups by number (publishers without a group last), each with its reports and its publishers without one. */
export function buildGroups(data: ReportsByMonth): ReviewGroup[] {
  const groups = new Map<string, ReviewGroup>(
    data.groups.map((g) => [String(g.id), { key: String(g.id), ...g, rows: [], missing: [] }]),
  );
  const groupFor = (p: { groupId: number | null; groupNumber: number | null }) => {
    const key = p.groupId === null ? 'none' : String(p.groupId);
    let group = groups.get(key);
    if (!group) {
      group = { key, id: p.groupId, groupNumber: p.groupNumber, overseerName: null, rows: [], missing: [] };
      groups.set(key, group);
    }
    return group;
  };
  for (const row of data.reports) if (row.isEnabled) groupFor(row).rows.push(row);
  for (const publisher of data.publishersWithoutReport) groupFor(publisher).missing.push(publisher);
  return [...groups.values()]
    .filter((g) => g.rows.length + g.missing.length > 0)
    .map((g) => ({
      ...g,
      rows: g.rows.sort(compareByPublisherLabel),
      missing: g.missing.sort(compareByPublisherLabel),
    }))
    .sort((a, b) => (a.groupNumber ?? Number.MAX_SAFE_INTEGER) - (b.groupNumber ?? Number.MAX_SAFE_INTEGER));
}

/** A group is complete when every report in it is Sent (as currently shown, unsaved toggles included). */
export function isGroupComplete(group: ReviewGroup, edits: ReportEdits): boolean {
  return group.rows.every((row) => valuesOf(row, edits.get(row.id)).status === 'Sent');
}

export interface Totals {
  total: number;
  sent: number;
  participated: number;
  studies: number;
  hours: number;
}

const emptyTotals = (): Totals => ({ total: 0, sent: 0, participated: 0, studies: 0, hours: 0 });

function add(totals: Totals, row: ReportRow, edits: ReportEdits) {
  const v = valuesOf(row, edits.get(row.id));
  totals.total += 1;
  if (v.status === 'Sent') totals.sent += 1;
  if (v.participatedInMinistry === true) totals.participated += 1;
  totals.studies += v.studies ?? 0;
  if (canReportHours(row)) totals.hours += v.hours ?? 0;
}

export type Category = 'auxiliary' | 'regular' | 'publishers';

/** Category of a report: regular pioneer first (also when flagged both), then auxiliary, else publisher. */
export const categoryOf = (row: ReportRow): Category =>
  row.regularPioneer ? 'regular' : row.auxiliaryPioneer ? 'auxiliary' : 'publishers';

/** The five summary cards and the per-category cards. */
export function reviewTotals(rows: readonly ReportRow[], edits: ReportEdits) {
  const all = emptyTotals();
  const byCategory: Record<Category, Totals> = {
    auxiliary: emptyTotals(),
    regular: emptyTotals(),
    publishers: emptyTotals(),
  };
  for (const row of rows) {
    add(all, row, edits);
    add(byCategory[categoryOf(row)], row, edits);
  }
  return { all, byCategory };
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

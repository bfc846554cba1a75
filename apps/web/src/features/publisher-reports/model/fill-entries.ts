import type { PublisherWithoutReport, ReportRow, ReportsByMonth } from '@congregacao/shared/contracts/reports';
import { compareByPublisherLabel } from '@congregacao/shared/report-rules';
import { matchesSearchTerm } from '@congregacao/shared/search-text';

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

/** The cards whose publisher's name (or display name) contains the search, accents and case aside. */
export function searchEntries(entries: readonly FillEntry[], search: string): readonly FillEntry[] {
  if (!search.trim()) return entries;
  return entries.filter((e) => {
    const person = personOf(e);
    return matchesSearchTerm([person.name, person.displayName], search);
  });
}

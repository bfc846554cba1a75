import type { PublisherWithoutReport, ReportRow, ReportsByMonth } from '@congregacao/shared/contracts/reports';
import { t } from '@congregacao/shared/i18n/translate';
import { compareByPublisherLabel, isShownForReview } from '@congregacao/shared/report-rules';
import { type ReportEdits, valuesOf } from '../drafts/use-report-drafts';

/** One group card of the review screen: enabled publishers (and an archived one's Open report), names in order. */
export interface ReviewGroup {
  key: string;
  id: number | null;
  groupNumber: number | null;
  overseerName: string | null;
  rows: ReportRow[];
  missing: PublisherWithoutReport[];
}

/** in the language shown: a component that calls it reads `useT()` to draw again when it changes */
export const groupTitle = (g: { groupNumber: number | null }) =>
  g.groupNumber === null ? t('reviewScreen.noGroup') : t('ui.group.label', { number: g.groupNumber });
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
  for (const row of data.reports) if (isShownForReview(row)) groupFor(row).rows.push(row);
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

import type { PublisherWithoutReport } from '@congregacao/shared/contracts/reports';
import { describe, expect, it } from 'vitest';
import { type FillEntry, searchEntries } from './fill-entries';
import { reportRow } from './report-row.test-support';

const entries: FillEntry[] = [
  { kind: 'report', key: 'r1', row: reportRow(1, { name: 'João Antunes', displayName: null }) },
  { kind: 'report', key: 'r2', row: reportRow(2, { name: 'Maria Oliveira', displayName: 'Mariazinha' }) },
  {
    kind: 'missing',
    key: 'p30',
    publisher: { publisherId: 30, name: 'Inês Joanes', displayName: null } as PublisherWithoutReport,
  },
];

describe('searchEntries (the fill screen’s search)', () => {
  it('keeps the cards whose name or display name contains the search, accents and case aside', () => {
    expect(searchEntries(entries, 'joa').map((e) => e.key)).toEqual(['r1', 'p30']);
    expect(searchEntries(entries, 'MARIAZ').map((e) => e.key)).toEqual(['r2']);
    expect(searchEntries(entries, 'ines').map((e) => e.key)).toEqual(['p30']);
    expect(searchEntries(entries, 'zz')).toEqual([]);
  });

  it('keeps every card for an empty search', () => {
    expect(searchEntries(entries, '  ')).toBe(entries);
  });
});

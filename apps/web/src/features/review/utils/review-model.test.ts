import type { ReportRow, ReportsByMonth } from '@congregacao/shared/contracts/reports';
import { describe, expect, it } from 'vitest';
import { buildGroups, isGroupComplete, reviewTotals } from './review-model';

const row = (id: number, name: string, groupId: number | null, extra: Partial<ReportRow> = {}): ReportRow => ({
  id,
  publisherId: id,
  monthlyActivityId: 1,
  hours: null,
  studies: 1,
  participatedInMinistry: true,
  observations: '',
  auxiliaryPioneer: false,
  regularPioneer: false,
  status: 'Sent',
  version: 1,
  name,
  displayName: name,
  groupId,
  groupNumber: groupId === null ? null : groupId * 10,
  isCurrentlyInactive: false,
  isEnabled: true,
  ...extra,
});

const data = (reports: ReportRow[]): ReportsByMonth => ({
  activity: { id: 1, month: 0, year: 2040, serviceYear: 2040, status: 'Open' },
  reports,
  publishersWithoutReport: [
    {
      publisherId: 99,
      name: 'Inês',
      displayName: null,
      groupId: 2,
      groupNumber: 20,
      isCurrentlyInactive: true,
      isEnabled: true,
      regularPioneer: false,
    },
  ],
  groups: [
    { id: 2, groupNumber: 20, overseerName: 'B' },
    { id: 1, groupNumber: 10, overseerName: 'A' },
    { id: 3, groupNumber: 30, overseerName: null },
  ],
});

describe('review model', () => {
  it('orders groups by number, names in Portuguese order, hides disabled publishers and empty groups', () => {
    const groups = buildGroups(
      data([
        row(1, 'Zé', 1),
        row(2, 'álvaro', 1),
        row(3, 'Bruno', 1),
        row(4, 'Arquivado', 1, { isEnabled: false }),
        row(5, 'Carla', 2, { status: 'Open' }),
        row(6, 'Sem grupo', null),
      ]),
    );
    expect(groups.map((g) => g.groupNumber)).toEqual([10, 20, null]);
    expect(groups[0]!.rows.map((r) => r.name)).toEqual(['álvaro', 'Bruno', 'Zé']);
    expect(groups[1]!.missing.map((p) => p.name)).toEqual(['Inês']);
    expect(isGroupComplete(groups[0]!, new Map())).toBe(true);
    expect(isGroupComplete(groups[1]!, new Map())).toBe(false);
  });

  it('totals by category over the values shown; publishers report no hours', () => {
    const rows = [
      row(1, 'A', 1, { regularPioneer: true, hours: 50 }),
      row(2, 'B', 1, { auxiliaryPioneer: true, hours: 30, status: 'Open' }),
      row(3, 'C', 1, { participatedInMinistry: false, studies: 0 }),
    ];
    const edits = new Map([
      [
        2,
        {
          base: rows[1]!,
          draft: { hours: 35, studies: 2, participatedInMinistry: true, observations: '', status: 'Sent' as const },
        },
      ],
    ]);
    const { all, byCategory } = reviewTotals(rows, edits);
    expect(all).toEqual({ total: 3, sent: 3, participated: 2, studies: 3, hours: 85 });
    expect(byCategory.auxiliary).toEqual({ total: 1, sent: 1, participated: 1, studies: 2, hours: 35 });
    expect(byCategory.publishers.hours).toBe(0);
  });
});

import type { ReportRow, ReportsByMonth } from '@congregacao/shared/contracts/reports';
import { describe, expect, it } from 'vitest';
import { reportRow } from './report-row.test-support';
import { buildGroups, isGroupComplete } from './review-groups';

const row = (id: number, name: string, groupId: number | null, extra: Partial<ReportRow> = {}): ReportRow =>
  reportRow(id, {
    publisherId: id,
    studies: 1,
    participatedInMinistry: true,
    status: 'Sent',
    name,
    displayName: name,
    groupId,
    groupNumber: groupId === null ? null : groupId * 10,
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
  it('orders groups by number, names in Portuguese order, hides archived Sent reports and empty groups', () => {
    const groups = buildGroups(
      data([
        row(1, 'Zé', 1),
        row(2, 'álvaro', 1),
        row(3, 'Bruno', 1),
        row(4, 'Arquivado', 1, { isEnabled: false }),
        row(7, 'Arquivada Por Responder', 3, { isEnabled: false, status: 'Open' }),
        row(5, 'Carla', 2, { status: 'Open' }),
        row(6, 'Sem grupo', null),
      ]),
    );
    expect(groups.map((g) => g.groupNumber)).toEqual([10, 20, 30, null]);
    // an archived publisher's Open report still has to be answered (send and close count it): shown (ADR 026)
    expect(groups[2]!.rows.map((r) => r.name)).toEqual(['Arquivada Por Responder']);
    expect(groups[0]!.rows.map((r) => r.name)).toEqual(['álvaro', 'Bruno', 'Zé']);
    expect(groups[1]!.missing.map((p) => p.name)).toEqual(['Inês']);
    expect(isGroupComplete(groups[0]!, new Map())).toBe(true);
    expect(isGroupComplete(groups[1]!, new Map())).toBe(false);
  });
});

import type { PublisherListEntry } from '@congregacao/shared/contracts/publishers';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOrganizeState } from './use-organize-state';

const groups = [
  { id: 10, groupNumber: 1 },
  { id: 20, groupNumber: 2 },
];
const publisher = (id: number, displayName: string, groupId: number | null): PublisherListEntry => ({
  id,
  name: displayName,
  displayName,
  role: 'Publisher',
  groupId,
  groupNumber: groups.find((g) => g.id === groupId)?.groupNumber ?? null,
  regularPioneer: false,
  currentAppointments: [],
  isEnabled: true,
  isCurrentlyInactive: false,
  version: 1,
});
const publishers = [
  publisher(1, 'Zé', 10),
  publisher(2, 'Álvaro', 10),
  publisher(3, 'Bruno', 20),
  publisher(4, 'Sem', null),
];

const names = (list: PublisherListEntry[] | undefined) => list?.map((p) => p.displayName);

describe('useOrganizeState', () => {
  it('groups publishers sorted by name (Portuguese collation), unknown groups apart', () => {
    const { result } = renderHook(() => useOrganizeState(publishers, groups));
    expect(names(result.current.membersByGroup.get(10))).toEqual(['Álvaro', 'Zé']);
    expect(names(result.current.membersByGroup.get(null))).toEqual(['Sem']);
    expect(result.current.hasChanges).toBe(false);
  });

  it('pending changes are the difference from the last saved snapshot', () => {
    const { result } = renderHook(() => useOrganizeState(publishers, groups));
    act(() => result.current.move(1, 20));
    expect(names(result.current.membersByGroup.get(20))).toEqual(['Bruno', 'Zé']);
    expect(result.current.pending.map((m) => [m.publisher.id, m.from?.groupNumber, m.to.groupNumber])).toEqual([
      [1, 1, 2],
    ]);
    act(() => result.current.move(1, 10));
    expect(result.current.hasChanges).toBe(false);

    act(() => {
      result.current.move(1, 20);
      result.current.move(4, 10);
    });
    expect(result.current.pending).toHaveLength(2);
    act(() => result.current.markSaved(1, 20));
    expect(result.current.pending.map((m) => m.publisher.id)).toEqual([4]);
    // moving a saved publisher back to its loaded group is now a change again
    act(() => result.current.move(1, 10));
    expect(result.current.pending.map((m) => [m.publisher.id, m.from?.groupNumber])).toEqual([
      [1, 2],
      [4, undefined],
    ]);
  });
});

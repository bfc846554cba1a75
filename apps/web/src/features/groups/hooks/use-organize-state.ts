import type { ServiceGroup } from '@congregacao/shared/contracts/groups';
import type { PublisherListEntry } from '@congregacao/shared/contracts/publishers';
import { useCallback, useMemo, useState } from 'react';
import { publisherLabel } from '../../../lib/queries/publishers';

export interface PendingMove {
  publisher: PublisherListEntry;
  from: ServiceGroup | null;
  to: ServiceGroup;
}

type Overrides = Record<number, number>;

const byName = (a: PublisherListEntry, b: PublisherListEntry) =>
  publisherLabel(a).localeCompare(publisherLabel(b), 'pt', { sensitivity: 'base' });

/**
 * The arrangement on the organise screen. The last saved snapshot is the loaded group of each publisher
 * plus the moves saved since; the current arrangement adds the user's unsaved moves. Pending changes are
 * the difference between the two (a publisher dragged back to its saved group is no change).
 */
export function useOrganizeState(publishers: PublisherListEntry[], groups: ServiceGroup[]) {
  const [moved, setMoved] = useState<Overrides>({});
  const [saved, setSaved] = useState<Overrides>({});

  const savedGroupId = useCallback((p: PublisherListEntry) => saved[p.id] ?? p.groupId, [saved]);
  const currentGroupId = useCallback((p: PublisherListEntry) => moved[p.id] ?? savedGroupId(p), [moved, savedGroupId]);

  const membersByGroup = useMemo(() => {
    const members = new Map<number | null, PublisherListEntry[]>();
    const known = new Set(groups.map((g) => g.id));
    for (const publisher of publishers) {
      const groupId = currentGroupId(publisher);
      const key = groupId !== null && known.has(groupId) ? groupId : null;
      members.set(key, [...(members.get(key) ?? []), publisher]);
    }
    for (const list of members.values()) list.sort(byName);
    return members;
  }, [publishers, groups, currentGroupId]);

  const pending = useMemo<PendingMove[]>(() => {
    const groupById = new Map(groups.map((g) => [g.id, g]));
    return publishers.flatMap((publisher) => {
      const toId = currentGroupId(publisher);
      const to = toId === null ? undefined : groupById.get(toId);
      const fromId = savedGroupId(publisher);
      if (!to || to.id === fromId) return [];
      return [{ publisher, from: fromId === null ? null : (groupById.get(fromId) ?? null), to }];
    });
  }, [publishers, groups, currentGroupId, savedGroupId]);

  const move = useCallback((publisherId: number, groupId: number) => {
    setMoved((current) => ({ ...current, [publisherId]: groupId }));
  }, []);

  /** A move was stored on the server: it becomes part of the snapshot. */
  const markSaved = useCallback((publisherId: number, groupId: number) => {
    setSaved((current) => ({ ...current, [publisherId]: groupId }));
  }, []);

  return { membersByGroup, pending, move, markSaved, hasChanges: pending.length > 0 };
}

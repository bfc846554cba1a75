import type { ServiceGroup } from '@congregacao/shared/contracts/groups';
import type { PublisherListEntry } from '@congregacao/shared/contracts/publishers';
import { t } from '@congregacao/shared/i18n/translate';
import type { Announcements, KeyboardCoordinateGetter, UniqueIdentifier } from '@dnd-kit/core';
import { publisherLabel } from '../../../lib/queries/publishers';
import { groupLabel } from '../../../lib/queries/service-groups';

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
/** where a lifted card lands inside the target group: below its header */
const HEADER_OFFSET = 48;

/**
 * Keyboard moves jump from group to group (in the order shown): right/down to the next group,
 * left/up to the previous one.
 */
export function groupKeyboardCoordinates(dropIds: string[]): KeyboardCoordinateGetter {
  return (event, { context: { active, over, droppableRects, collisionRect } }) => {
    const step = STEPS[event.code];
    if (!step || !active || !collisionRect) return undefined;
    event.preventDefault();
    const startGroupId = active.data.current?.groupId as number | null | undefined;
    const currentId = over?.id ?? (startGroupId == null ? undefined : `group-${startGroupId}`);
    const index = currentId === undefined ? -1 : dropIds.indexOf(String(currentId));
    const nextIndex = index === -1 ? 0 : Math.min(Math.max(index + step, 0), dropIds.length - 1);
    const nextId = dropIds[nextIndex];
    const rect = nextId ? droppableRects.get(nextId) : undefined;
    if (!rect) return undefined;
    return {
      x: rect.left + Math.max(0, (rect.width - collisionRect.width) / 2),
      y: rect.top + Math.min(HEADER_OFFSET, Math.max(0, rect.height - collisionRect.height)),
    };
  };
}

/** What a screen reader says of a publisher card, in the language shown. */
export const screenReaderInstructions = () => ({ draggable: t('groups.dragInstructions') });

type GroupOf = (id: UniqueIdentifier | undefined) => ServiceGroup | undefined;

function nameOf(active: { data: { current?: Record<string, unknown> } }): string {
  const publisher = active.data.current?.publisher as PublisherListEntry | undefined;
  return publisher ? publisherLabel(publisher) : t('groups.dragPublisher');
}

/** Screen-reader announcements, in the language shown. */
export function dragAnnouncements(groupOf: GroupOf): Announcements {
  const where = (id: UniqueIdentifier | undefined) => {
    const group = groupOf(id);
    return group ? groupLabel(group.groupNumber) : null;
  };
  return {
    onDragStart: ({ active }) => t('groups.dragStart', { name: nameOf(active) }),
    onDragOver: ({ active, over }) => {
      const target = where(over?.id);
      const name = nameOf(active);
      return target ? t('groups.dragOver', { name, group: target }) : t('groups.dragOverNone', { name });
    },
    onDragEnd: ({ active, over }) => {
      const target = where(over?.id);
      const name = nameOf(active);
      return target ? t('groups.dragEnd', { name, group: target }) : t('groups.dragEndNone', { name });
    },
    onDragCancel: ({ active }) => t('groups.dragCancel', { name: nameOf(active) }),
  };
}

import type { PublisherListEntry } from '@congregacao/shared/contracts/publishers';
import { PUBLISHER_ROLE_LABELS } from '@congregacao/shared/enums';
import { useDraggable } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { useT } from '../../../lib/language';
import { publisherLabel } from '../../../lib/queries/publishers';

export const publisherDragId = (id: number) => `publisher-${id}`;

export function PublisherChipBody({
  publisher,
  isOverlay = false,
}: {
  publisher: PublisherListEntry;
  isOverlay?: boolean;
}) {
  const label = publisherLabel(publisher);
  return (
    <div
      className={`flex items-center gap-2 rounded-lg border bg-white px-2 py-1.5 dark:bg-gray-800 ${
        isOverlay ? 'border-primary-500 shadow-lg' : 'border-gray-200 dark:border-gray-700'
      }`}
    >
      <GripVertical className="size-4 shrink-0 text-gray-400" aria-hidden="true" />
      <Avatar name={label} size="xs" />
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium text-gray-900 dark:text-gray-100">{label}</span>
        <span className="block text-xs text-gray-600 dark:text-gray-400">{PUBLISHER_ROLE_LABELS[publisher.role]}</span>
      </span>
    </div>
  );
}

/** A publisher card that can be dragged (pointer or keyboard) to another group. */
export function PublisherChip({
  publisher,
  groupId,
  isDisabled,
}: {
  publisher: PublisherListEntry;
  groupId: number | null;
  isDisabled: boolean;
}) {
  const t = useT();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: publisherDragId(publisher.id),
    data: { publisher, groupId },
    disabled: isDisabled,
  });
  // the list item stays a plain <li>; the drag handle (role="button" from dnd-kit) is inside it
  return (
    <li>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: dnd-kit's attributes give this element role="button" and tabIndex 0 at run time */}
      <div
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        aria-roledescription={t('groups.draggable')}
        data-testid={`publisher-chip-${publisher.id}`}
        className={`cursor-grab touch-manipulation rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ${
          isDragging ? 'opacity-40' : ''
        }`}
      >
        <PublisherChipBody publisher={publisher} />
      </div>
    </li>
  );
}

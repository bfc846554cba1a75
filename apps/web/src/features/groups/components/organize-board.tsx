import type { ServiceGroup } from '@congregacao/shared/contracts/groups';
import type { PublisherListEntry } from '@congregacao/shared/contracts/publishers';
import type { GroupOverseer } from '@congregacao/shared/contracts/users';
import {
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useState } from 'react';
import { overseerName } from '../api/get-group-overseers';
import { dragAnnouncements, groupKeyboardCoordinates, screenReaderInstructions } from './drag-keyboard';
import { GroupColumn, groupDropId } from './group-column';
import { PublisherChipBody } from './publisher-chip';

/** Pointer drags drop where the pointer is; keyboard drags (no pointer) by overlap. */
const collisionDetection: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

const MIN_BAR_PERCENT = 10;

export interface OrganizeBoardProps {
  groups: ServiceGroup[];
  membersByGroup: Map<number | null, PublisherListEntry[]>;
  overseers: GroupOverseer[] | undefined;
  isDisabled: boolean;
  onMove: (publisherId: number, groupId: number) => void;
}

/** The groups grid with drag and drop (pointer and keyboard: space to lift, arrows to change group). */
export function OrganizeBoard({ groups, membersByGroup, overseers, isDisabled, onMove }: OrganizeBoardProps) {
  const [dragged, setDragged] = useState<PublisherListEntry | null>(null);
  const dropIds = groups.map((g) => groupDropId(g.id));
  const sensors = useSensors(
    // a mouse drags after 5 px; a finger after a short press, so a swipe still scrolls the page on a phone
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: groupKeyboardCoordinates(dropIds) }),
  );
  const largest = Math.max(0, ...groups.map((g) => membersByGroup.get(g.id)?.length ?? 0));
  const barPercent = (count: number) =>
    largest === 0 ? MIN_BAR_PERCENT : Math.max(MIN_BAR_PERCENT, (count / largest) * 100);
  const groupOf = (dropId: unknown) => groups.find((g) => groupDropId(g.id) === dropId);
  const unassigned = membersByGroup.get(null) ?? [];

  function onDragStart(event: DragStartEvent) {
    setDragged((event.active.data.current?.publisher as PublisherListEntry | undefined) ?? null);
  }

  function onDragEnd(event: DragEndEvent) {
    setDragged(null);
    const publisher = event.active.data.current?.publisher as PublisherListEntry | undefined;
    const target = groupOf(event.over?.id);
    if (publisher && target && target.id !== event.active.data.current?.groupId) onMove(publisher.id, target.id);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{
        announcements: dragAnnouncements(groupOf),
        screenReaderInstructions: screenReaderInstructions(),
      }}
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {groups.map((group) => {
          const members = membersByGroup.get(group.id) ?? [];
          return (
            <GroupColumn
              key={group.id}
              group={group}
              overseer={overseers ? overseerName(overseers, group.id) : undefined}
              members={members}
              barPercent={barPercent(members.length)}
              isDisabled={isDisabled}
            />
          );
        })}
        {unassigned.length ? (
          <GroupColumn group={null} overseer={null} members={unassigned} barPercent={0} isDisabled={isDisabled} />
        ) : null}
      </div>
      <DragOverlay>{dragged ? <PublisherChipBody publisher={dragged} isOverlay /> : null}</DragOverlay>
    </DndContext>
  );
}

import type { ServiceGroup } from '@congregacao/shared/contracts/groups';
import type { PublisherListEntry } from '@congregacao/shared/contracts/publishers';
import { useDroppable } from '@dnd-kit/core';
import { UserRound } from 'lucide-react';
import { useT } from '../../../lib/language';
import { groupLabel } from '../../../lib/queries/service-groups';
import { PublisherChip } from './publisher-chip';

export const groupDropId = (id: number) => `group-${id}`;

export interface GroupColumnProps {
  group: ServiceGroup | null;
  /** null: the group has none; undefined: not known (the overseers did not load) */
  overseer: string | null | undefined;
  members: PublisherListEntry[];
  /** bar width in percent of the largest group (at least 10) */
  barPercent: number;
  isDisabled: boolean;
}

/** One group: number, overseer, count badge, size bar and its publishers; a drop target. */
export function GroupColumn({ group, overseer, members, barPercent, isDisabled }: GroupColumnProps) {
  const t = useT();
  const { setNodeRef, isOver } = useDroppable({ id: group ? groupDropId(group.id) : 'no-group', disabled: !group });
  const title = group ? groupLabel(group.groupNumber) : t('groups.noGroup');
  return (
    <section
      ref={setNodeRef}
      aria-label={title}
      data-testid={group ? `group-column-${group.groupNumber}` : 'group-column-none'}
      className={`flex flex-col rounded-xl border-2 bg-gray-50 p-4 transition-colors dark:bg-gray-900 ${
        isOver ? 'border-primary-500 bg-primary-50 dark:bg-primary-950' : 'border-gray-200 dark:border-gray-700'
      }`}
    >
      <header className="mb-3">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-gray-900 dark:text-gray-100">{title}</h2>
          <span className="rounded-full bg-primary-100 px-2.5 py-0.5 text-sm font-medium text-primary-800 dark:bg-primary-900 dark:text-primary-100">
            {members.length}
            <span className="sr-only"> {t('groups.membersSr')}</span>
          </span>
        </div>
        {group && overseer !== undefined ? (
          <p className="mt-1 flex items-center gap-1 text-sm text-gray-600 dark:text-gray-300">
            <UserRound className="size-4" aria-hidden="true" />
            {overseer ?? t('groups.noOverseer')}
          </p>
        ) : null}
        <div className="mt-2 h-1.5 rounded-full bg-gray-200 dark:bg-gray-700" aria-hidden="true">
          <div
            className="h-full rounded-full bg-primary-600"
            style={{ width: `${barPercent}%` }}
            data-testid="group-bar"
          />
        </div>
      </header>
      {members.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 p-4 text-center text-sm text-gray-500 dark:border-gray-600 dark:text-gray-400">
          {t('groups.dropHere')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {members.map((publisher) => (
            <PublisherChip
              key={publisher.id}
              publisher={publisher}
              groupId={group?.id ?? null}
              isDisabled={isDisabled}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

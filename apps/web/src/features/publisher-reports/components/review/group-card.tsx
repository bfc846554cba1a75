import type { PublisherWithoutReport, ReportRow } from '@congregacao/shared/contracts/reports';
import type { ReportStatus } from '@congregacao/shared/enums';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { CheckCircle2, ChevronDown } from 'lucide-react';
import { memo } from 'react';
import { Card } from '../../../../components/ui/card';
import { useT } from '../../../../lib/language';
import type { ReportEdits, ReportPatch } from '../../drafts/use-report-drafts';
import { groupAnchor, groupTitle, type ReviewGroup } from '../../model/review-groups';
import { CompactRows } from './compact/compact-rows';
import { MissingRow } from './missing-row';
import { ReviewRow } from './review-row';

export interface GroupCardProps {
  group: ReviewGroup;
  isComplete: boolean;
  /** the compact review's lines (compact/) instead of a full form per report */
  isCompact: boolean;
  edits: ReportEdits;
  staleIds: ReadonlySet<number>;
  isLocked: boolean;
  onChange: (id: number, patch: ReportPatch) => void;
  /** the Secretary's pioneer-marks correction; absent for others */
  onCorrectMarks?: (row: ReportRow) => void;
  onGroupStatus: (group: ReviewGroup, status: ReportStatus) => void;
  onCreate: (publisher: PublisherWithoutReport) => void;
}

const ITEM =
  'block w-full px-4 py-2 text-left text-sm text-gray-800 data-disabled:opacity-50 data-focus:bg-gray-100 dark:text-gray-100 dark:data-focus:bg-gray-800';

/** 'Grupo N' with its 'Opções' menu (reopen / close every report of the group) and one row per publisher. */
export const GroupCard = memo(function GroupCard({
  group,
  isComplete,
  isCompact,
  edits,
  staleIds,
  isLocked,
  onChange,
  onCorrectMarks,
  onGroupStatus,
  onCreate,
}: GroupCardProps) {
  const t = useT();
  return (
    <Card
      id={groupAnchor(group)}
      padded={!isCompact}
      className={`scroll-mt-40 ${isCompact ? 'p-3 sm:p-5' : ''}`}
      aria-label={groupTitle(group)}
    >
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold text-gray-900 dark:text-gray-100">{groupTitle(group)}</h2>
        {isComplete ? (
          <span className="flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800 dark:bg-green-900 dark:text-green-100">
            <CheckCircle2 className="size-3.5" aria-hidden="true" /> {t('reviewScreen.complete')}
          </span>
        ) : null}
        {group.overseerName ? (
          <span className="text-sm text-gray-600 dark:text-gray-400">{group.overseerName}</span>
        ) : null}
        {group.id !== null ? (
          <Menu as="div" className="relative ml-auto">
            <MenuButton
              disabled={isLocked}
              className="inline-flex items-center gap-1 rounded-lg px-3 py-1.5 text-sm font-medium text-gray-800 ring-1 ring-gray-300 ring-inset hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-50 dark:text-gray-100 dark:ring-gray-600 dark:hover:bg-gray-800"
            >
              {t('reviewScreen.group.options')} <ChevronDown className="size-4" aria-hidden="true" />
            </MenuButton>
            <MenuItems
              modal={false}
              className="absolute right-0 z-40 mt-1 w-64 rounded-lg bg-white py-1 shadow-lg ring-1 ring-black/10 focus:outline-none dark:bg-gray-900 dark:ring-white/10"
            >
              <MenuItem>
                <button type="button" className={ITEM} onClick={() => onGroupStatus(group, 'Open')}>
                  {t('reviewScreen.group.reopen')}
                </button>
              </MenuItem>
              <MenuItem>
                <button type="button" className={ITEM} onClick={() => onGroupStatus(group, 'Sent')}>
                  {t('reviewScreen.group.close')}
                </button>
              </MenuItem>
            </MenuItems>
          </Menu>
        ) : null}
      </div>
      <ul className={isCompact ? 'space-y-0.5' : 'space-y-3'}>
        {isCompact ? (
          <CompactRows
            rows={group.rows}
            edits={edits}
            staleIds={staleIds}
            isLocked={isLocked}
            onChange={onChange}
            onCorrectMarks={onCorrectMarks}
          />
        ) : (
          group.rows.map((row) => (
            <ReviewRow
              key={row.id}
              row={row}
              edit={edits.get(row.id)}
              isLocked={isLocked}
              isStale={staleIds.has(row.id)}
              onChange={onChange}
              onCorrectMarks={onCorrectMarks}
            />
          ))
        )}
        {group.missing.map((publisher) => (
          <MissingRow key={`p${publisher.publisherId}`} publisher={publisher} isLocked={isLocked} onCreate={onCreate} />
        ))}
      </ul>
    </Card>
  );
});

import { REPORT_STATUS_LABELS } from '@congregacao/shared/enums';
import { canReportHours, publisherLabel } from '@congregacao/shared/report-rules';
import { History, MessageSquareText } from 'lucide-react';
import { memo, useState } from 'react';
import { UnsavedDot } from '../../../../../components/ui/unsaved-dot';
import { useT } from '../../../../../lib/language';
import { ArchivedBadge } from '../../archived-badge';
import { ReviewRow, type ReviewRowProps } from '../review-row';

/** The columns of a compact line and of its group's header: name, participation, studies, hours, status. */
export const COMPACT_COLUMNS =
  'grid grid-cols-[minmax(0,1fr)_2.25rem_1.75rem_2.25rem_4rem] items-center gap-x-1.5 px-1.5 sm:grid-cols-[minmax(0,1fr)_5rem_4rem_4rem_6rem] sm:gap-x-3 sm:px-2';

/** A line takes what the full row it opens into takes. */
export type CompactLineProps = ReviewRowProps;

const Label = ({ children }: { children: string }) => <span className="sr-only">{`${children}: `}</span>;

/**
 * One report of the compact review: a single line (a button, no form controls) that opens into the full form
 * (ReviewRow) for editing. The figures shown are the current ones, unsaved edits included.
 */
export const CompactLine = memo(function CompactLine({
  row,
  edit,
  isLocked,
  isStale,
  onChange,
  onCorrectMarks,
}: CompactLineProps) {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  const values = edit?.draft ?? row;
  const formId = `review-${row.id}`;
  const participation =
    values.participatedInMinistry === null
      ? null
      : values.participatedInMinistry
        ? t('reviewCompact.yes')
        : t('reviewCompact.no');
  const isSent = values.status === 'Sent';
  const highlight = isStale
    ? 'ring-2 ring-red-400 bg-red-50 dark:bg-red-950/40'
    : edit
      ? 'ring-2 ring-primary-400/60 bg-primary-50 dark:bg-primary-950/40'
      : values.participatedInMinistry === null
        ? 'bg-amber-50 dark:bg-amber-950/30'
        : '';
  return (
    // off-screen lines are neither laid out nor painted until scrolled near (most of a 120-report month on a phone)
    <li className={`rounded-lg [contain-intrinsic-size:auto_2.25rem] [content-visibility:auto] ${highlight}`}>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? formId : undefined}
        onClick={() => setOpen((open) => !open)}
        className={`${COMPACT_COLUMNS} min-h-9 w-full rounded-lg py-1 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600 text-sm text-gray-800 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800`}
      >
        <span className="flex min-w-0 items-center gap-1.5">
          {/* a glyph, not an icon: 120 SVGs cost the review's first render more than the rest of a line */}
          <span
            aria-hidden="true"
            className={`inline-block w-3.5 shrink-0 text-center text-base leading-none text-gray-500 transition-transform ${isOpen ? 'rotate-90' : ''}`}
          >
            ›
          </span>
          <span className="truncate font-medium text-gray-900 dark:text-gray-100">{publisherLabel(row)}</span>
          {values.observations.trim() !== '' ? (
            <span title={t('reviewCompact.notes')} className="shrink-0 text-sky-700 dark:text-sky-300">
              <MessageSquareText className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('reviewCompact.notes')}</span>
            </span>
          ) : null}
          {row.changedAfterSendingAt !== null ? (
            <span
              title={t('reviewCompact.changedAfterSending')}
              className="shrink-0 text-orange-700 dark:text-orange-300"
            >
              <History className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('reviewCompact.changedAfterSending')}</span>
            </span>
          ) : null}
          {edit ? <UnsavedDot /> : null}
          {isStale ? <span className="sr-only">{t('reviewCompact.stale')}</span> : null}
          {!row.isEnabled ? <ArchivedBadge /> : null}
        </span>
        <span className={participation === null ? 'font-semibold text-amber-800 dark:text-amber-300' : ''}>
          <Label>{t('reviewCompact.participated')}</Label>
          {participation ?? (
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">{t('reviewCompact.unanswered')}</span>
            </>
          )}
        </span>
        <span className="text-right tabular-nums">
          <Label>{t('reviewCompact.studies')}</Label>
          {values.studies ?? '—'}
        </span>
        <span className="text-right tabular-nums text-purple-800 dark:text-purple-200">
          {canReportHours(row) ? (
            <>
              <Label>{t('reviewCompact.hours')}</Label>
              {values.hours ?? '—'}
            </>
          ) : null}
        </span>
        <span>
          <Label>{t('reviewCompact.status')}</Label>
          <span
            className={`inline-block max-w-full truncate rounded-full px-1.5 py-0.5 align-middle text-xs font-medium ${
              isSent
                ? 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100'
                : 'bg-gray-200 text-gray-700 dark:bg-gray-700 dark:text-gray-200'
            }`}
          >
            {REPORT_STATUS_LABELS[values.status]}
          </span>
        </span>
      </button>
      {isOpen ? (
        <ul className="mt-1">
          <ReviewRow
            row={row}
            edit={edit}
            isLocked={isLocked}
            isStale={isStale}
            onChange={onChange}
            onCorrectMarks={onCorrectMarks}
          />
        </ul>
      ) : null}
    </li>
  );
});

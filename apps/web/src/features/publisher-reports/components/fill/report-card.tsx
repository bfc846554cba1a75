import type { ReportRow } from '@congregacao/shared/contracts/reports';
import { REPORT_STATUS_LABELS } from '@congregacao/shared/enums';
import { publisherLabel } from '@congregacao/shared/report-rules';
import { Send } from 'lucide-react';
import { memo } from 'react';
import { UnsavedDot } from '../../../../components/ui/unsaved-dot';
import { useT } from '../../../../lib/language';
import type { ReportEdit, ReportPatch } from '../../drafts/use-report-drafts';
import { isIncomplete as isIncompleteReport } from '../../model/report-tally';
import { ArchivedBadge } from '../archived-badge';
import { PioneerBadges } from '../pioneer-badges';
import { ReportFields } from '../report-fields';
import { SelfReportedBadge } from '../self-reported-badge';

export interface ReportCardProps {
  row: ReportRow;
  /** the unsaved values, when the card was changed */
  edit: ReportEdit | undefined;
  /** closed activity: everything read-only */
  isLocked: boolean;
  isPulsing: boolean;
  isStale: boolean;
  showGroup: boolean;
  onChange: (id: number, patch: ReportPatch) => void;
}

function cardClasses(state: {
  isSent: boolean;
  isIncomplete: boolean;
  isChanged: boolean;
  isPulsing: boolean;
  isStale: boolean;
}) {
  const ring = state.isStale
    ? 'border-red-400 ring-2 ring-red-400 dark:border-red-600'
    : state.isChanged
      ? 'border-primary-400 ring-2 ring-primary-400/60 dark:border-primary-500'
      : state.isIncomplete
        ? 'border-amber-400 bg-amber-50 dark:border-amber-600 dark:bg-amber-950/40'
        : 'border-gray-200 dark:border-gray-700';
  const base = state.isIncomplete && !state.isChanged ? '' : 'bg-white dark:bg-gray-900';
  return `scroll-mt-24 rounded-xl border p-4 shadow-sm ${base} ${ring} ${state.isPulsing ? 'animate-pulse ring-4 ring-amber-500' : ''}`;
}

/** One publisher's report on the fill screen (memoised: a change re-renders only its own card). */
export const ReportCard = memo(function ReportCard({
  row,
  edit,
  isLocked,
  isPulsing,
  isStale,
  showGroup,
  onChange,
}: ReportCardProps) {
  const t = useT();
  const values = edit?.draft ?? row;
  const isSent = row.status === 'Sent';
  const isReadOnly = isLocked || isSent;
  const isIncomplete = isIncompleteReport(values);
  const name = publisherLabel(row);
  const fieldId = `report-${row.id}`;
  return (
    <article
      id={fieldId}
      aria-label={name}
      data-incomplete={isIncomplete || undefined}
      data-changed={edit ? true : undefined}
      className={cardClasses({ isSent, isIncomplete, isChanged: !!edit, isPulsing, isStale })}
    >
      <header className="mb-3 flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 flex-1 truncate font-semibold text-gray-900 dark:text-gray-100">{name}</h3>
        {edit ? <UnsavedDot /> : null}
        {showGroup && row.groupNumber !== null ? (
          <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700 dark:bg-gray-800 dark:text-gray-300">
            {t('ui.group.label', { number: row.groupNumber })}
          </span>
        ) : null}
        <PioneerBadges report={row} />
        {row.selfReportedAt ? <SelfReportedBadge at={row.selfReportedAt} by={row.sentByName} /> : null}
        {!row.isEnabled ? <ArchivedBadge /> : null}
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${isSent ? 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100' : 'bg-blue-100 text-blue-800 dark:bg-blue-900 dark:text-blue-100'}`}
        >
          {REPORT_STATUS_LABELS[row.status]}
        </span>
      </header>
      {isSent ? (
        <p className="mb-3 flex items-center gap-1.5 text-sm font-medium text-green-800 dark:text-green-300">
          <Send className="size-4" aria-hidden="true" /> {t('fillScreen.card.sent')}
        </p>
      ) : null}
      {isStale ? (
        <p className="mb-3 text-sm font-medium text-red-700 dark:text-red-400">{t('fillScreen.card.stale')}</p>
      ) : null}
      <ReportFields fieldId={fieldId} row={row} values={values} disabled={isReadOnly} onChange={onChange} />
    </article>
  );
});

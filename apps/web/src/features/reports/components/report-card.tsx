import type { ReportRow } from '@congregacao/shared/contracts/reports';
import { REPORT_STATUS_LABELS } from '@congregacao/shared/enums';
import { OBSERVATIONS_MAX } from '@congregacao/shared/limits';
import { canReportHours, publisherLabel } from '@congregacao/shared/report-rules';
import { Send } from 'lucide-react';
import { memo } from 'react';
import { CounterInput } from '../../../components/ui/counter-input';
import { UnsavedDot } from '../../../components/ui/unsaved-dot';
import { YesNoChoice } from '../../../components/ui/yes-no-choice';
import type { ReportEdit, ReportPatch } from '../../../lib/reports/use-report-drafts';
import { PioneerBadges } from './pioneer-badges';

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
  const values = edit?.draft ?? row;
  const isSent = row.status === 'Sent';
  const isReadOnly = isLocked || isSent;
  const isIncomplete = !isSent && values.participatedInMinistry === null;
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
            Grupo {row.groupNumber}
          </span>
        ) : null}
        <PioneerBadges report={row} />
        {!row.isEnabled ? (
          <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs text-gray-700 dark:bg-gray-700 dark:text-gray-200">
            Arquivado
          </span>
        ) : null}
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${isSent ? 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100' : 'bg-blue-100 text-blue-800 dark:bg-blue-900 dark:text-blue-100'}`}
        >
          {REPORT_STATUS_LABELS[row.status]}
        </span>
      </header>
      {isSent ? (
        <p className="mb-3 flex items-center gap-1.5 text-sm font-medium text-green-800 dark:text-green-300">
          <Send className="size-4" aria-hidden="true" /> Relatório Enviado ao Secretário
        </p>
      ) : null}
      {isStale ? (
        <p className="mb-3 text-sm font-medium text-red-700 dark:text-red-400">Alterado por outra pessoa entretanto.</p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <YesNoChoice
          label="Participou no Ministério?"
          value={values.participatedInMinistry}
          disabled={isReadOnly}
          onChange={(participatedInMinistry) => onChange(row.id, { participatedInMinistry })}
        />
        <CounterInput
          id={`${fieldId}-studies`}
          label="Estudos"
          value={values.studies}
          disabled={isReadOnly}
          onChange={(studies) => onChange(row.id, { studies })}
        />
        {canReportHours(row) ? (
          <CounterInput
            id={`${fieldId}-hours`}
            label="Horas"
            value={values.hours}
            disabled={isReadOnly}
            onChange={(hours) => onChange(row.id, { hours })}
          />
        ) : (
          <div>
            <p className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">Horas</p>
            <p className="py-1.5 text-sm text-gray-600 italic dark:text-gray-400">Não reporta horas</p>
          </div>
        )}
      </div>
      <div className="mt-4">
        <label
          htmlFor={`${fieldId}-observations`}
          className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200"
        >
          Observações
        </label>
        <textarea
          id={`${fieldId}-observations`}
          rows={2}
          maxLength={OBSERVATIONS_MAX}
          disabled={isReadOnly}
          value={values.observations}
          onChange={(event) => onChange(row.id, { observations: event.target.value })}
          className="block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus:border-primary-600 focus:ring-2 focus:ring-primary-600/30 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
        />
      </div>
    </article>
  );
});

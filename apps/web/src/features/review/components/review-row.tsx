import type { ReportRow } from '@congregacao/shared/contracts/reports';
import { REPORT_STATUS_LABELS, REPORT_STATUSES, type ReportStatus } from '@congregacao/shared/enums';
import { OBSERVATIONS_MAX } from '@congregacao/shared/limits';
import { canReportHours, publisherLabel } from '@congregacao/shared/report-rules';
import { Switch } from '@headlessui/react';
import { memo } from 'react';
import { CounterInput } from '../../../components/ui/counter-input';
import { UnsavedDot } from '../../../components/ui/unsaved-dot';
import { YesNoChoice } from '../../../components/ui/yes-no-choice';
import type { ReportEdit, ReportPatch } from '../../../lib/reports/use-report-drafts';

export interface ReviewRowProps {
  row: ReportRow;
  edit: ReportEdit | undefined;
  isLocked: boolean;
  isStale: boolean;
  onChange: (id: number, patch: ReportPatch) => void;
}

const LABEL = 'mb-1 block text-xs font-medium text-gray-700 uppercase dark:text-gray-300';
const BADGE = 'rounded-full px-2 py-0.5 text-xs font-medium';

function PioneerBadge({ row }: { row: ReportRow }) {
  if (row.regularPioneer && row.auxiliaryPioneer) {
    return (
      <span className={`${BADGE} bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100`}>
        Pioneiro Regular e Auxiliar
      </span>
    );
  }
  if (row.regularPioneer)
    return (
      <span className={`${BADGE} bg-purple-100 text-purple-800 dark:bg-purple-900 dark:text-purple-100`}>
        Pioneiro Regular
      </span>
    );
  if (row.auxiliaryPioneer)
    return (
      <span className={`${BADGE} bg-teal-100 text-teal-800 dark:bg-teal-900 dark:text-teal-100`}>
        Pioneiro Auxiliar
      </span>
    );
  return null;
}

/** One publisher's report in a group card of the review screen (memoised). */
export const ReviewRow = memo(function ReviewRow({ row, edit, isLocked, isStale, onChange }: ReviewRowProps) {
  const values = edit?.draft ?? row;
  const id = `review-${row.id}`;
  const name = publisherLabel(row);
  const isApproved = values.status === 'Sent';
  const highlight = isStale
    ? 'bg-red-50 ring-2 ring-red-400 dark:bg-red-950/40'
    : edit
      ? 'bg-primary-50 ring-2 ring-primary-400/60 dark:bg-primary-950/40'
      : values.participatedInMinistry === null
        ? 'bg-amber-50 dark:bg-amber-950/30'
        : '';
  return (
    <li id={id} aria-label={name} data-changed={edit ? true : undefined} className={`rounded-lg p-3 ${highlight}`}>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <span className="font-semibold text-gray-900 dark:text-gray-100">{name}</span>
        {edit ? <UnsavedDot /> : null}
        <PioneerBadge row={row} />
        {isStale ? (
          <span className="text-xs font-medium text-red-700 dark:text-red-400">
            Alterado por outra pessoa entretanto
          </span>
        ) : null}
        <div className="ml-auto flex items-center gap-2">
          <Switch
            checked={isApproved}
            disabled={isLocked}
            onChange={(on: boolean) => onChange(row.id, { status: on ? 'Sent' : 'Open' })}
            aria-label={`Aprovado: ${name}`}
            className="group relative inline-flex h-6 w-11 items-center rounded-full bg-gray-300 transition-colors data-checked:bg-green-600 data-disabled:cursor-not-allowed data-disabled:opacity-50 dark:bg-gray-600"
          >
            <span className="inline-block size-4 translate-x-1 rounded-full bg-white transition-transform group-data-checked:translate-x-6" />
          </Switch>
          <span className="text-sm font-medium text-gray-800 dark:text-gray-200">Aprovado</span>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <YesNoChoice
          label="Participou no Ministério?"
          value={values.participatedInMinistry}
          disabled={isLocked}
          onChange={(participatedInMinistry) => onChange(row.id, { participatedInMinistry })}
        />
        <CounterInput
          id={`${id}-studies`}
          label="Estudos"
          value={values.studies}
          disabled={isLocked}
          onChange={(studies) => onChange(row.id, { studies })}
        />
        {canReportHours(row) ? (
          <CounterInput
            id={`${id}-hours`}
            label="Horas"
            value={values.hours}
            disabled={isLocked}
            onChange={(hours) => onChange(row.id, { hours })}
          />
        ) : (
          <div>
            <span className={LABEL}>Horas</span>
            <span className="text-sm text-gray-600 italic dark:text-gray-400">Não reporta horas</span>
          </div>
        )}
        <div>
          <label htmlFor={`${id}-status`} className={LABEL}>
            Status
          </label>
          <select
            id={`${id}-status`}
            value={values.status}
            disabled={isLocked}
            onChange={(event) => onChange(row.id, { status: event.target.value as ReportStatus })}
            className="block w-full rounded-lg border border-gray-300 bg-white px-2 py-1.5 text-sm text-gray-900 disabled:opacity-60 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
          >
            {REPORT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {REPORT_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-3">
        <label htmlFor={`${id}-observations`} className={LABEL}>
          Observações
        </label>
        <textarea
          id={`${id}-observations`}
          rows={2}
          maxLength={OBSERVATIONS_MAX}
          disabled={isLocked}
          placeholder="Adicionar observações sobre a atividade deste mês..."
          value={values.observations}
          onChange={(event) => onChange(row.id, { observations: event.target.value })}
          className="block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 placeholder:text-gray-500 disabled:opacity-60 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
        />
      </div>
    </li>
  );
});

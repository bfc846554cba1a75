import { ATTENDANCE_SCREEN } from '@congregacao/shared/attendance-messages';
import { MEETING_KIND_LABELS } from '@congregacao/shared/attendance-rules';
import { intlLocale } from '@congregacao/shared/i18n/format';
import { t } from '@congregacao/shared/i18n/translate';
import { useT } from '../../../lib/language';
import type { RowState } from '../hooks/use-attendance-drafts';
import { type AttendanceDraft, type AttendanceRow, parseDraft, shownValue } from '../model/attendance-rows';

function formatDay(date: string): string {
  const [year, month, day] = date.split('-');
  const weekday = new Date(`${date}T00:00:00Z`).toLocaleDateString(intlLocale(), { weekday: 'short', timeZone: 'UTC' });
  return t('attendanceScreen.day', { weekday, day, month, year: year?.slice(2) });
}

function StatusText({ state }: { state: RowState | undefined }) {
  if (!state) return null;
  if (state.status === 'error') return <span className="text-red-700 dark:text-red-300">{state.message}</span>;
  const text = { pending: ATTENDANCE_SCREEN.pending, saving: ATTENDANCE_SCREEN.saving, saved: ATTENDANCE_SCREEN.saved };
  return <span className="text-gray-600 dark:text-gray-300">{text[state.status]}</span>;
}

export interface AttendanceGridProps {
  rows: AttendanceRow[];
  drafts: ReadonlyMap<string, AttendanceDraft>;
  states: ReadonlyMap<string, RowState>;
  canWrite: boolean;
  onType: (row: AttendanceRow, field: 'inPerson' | 'online', value: string) => void;
  onLeave: (key: string) => void;
}

const INPUT =
  'w-full rounded-md border border-gray-300 bg-white px-2 py-2 text-right text-base tabular-nums aria-[invalid=true]:border-red-600 disabled:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:disabled:bg-gray-900';

/** One row per meeting: in person and online as typed (Tab moves on), the total, and whether it is saved. */
export function AttendanceGrid({ rows, drafts, states, canWrite, onType, onLeave }: AttendanceGridProps) {
  const t = useT();
  const fieldNames = { inPerson: t('attendanceScreen.inPerson'), online: t('attendanceScreen.online') };
  return (
    <table className="w-full border-separate border-spacing-y-1 text-sm">
      <thead>
        <tr className="text-left text-gray-600 dark:text-gray-300">
          <th scope="col" className="font-medium">
            {t('attendanceScreen.meeting')}
          </th>
          <th scope="col" className="w-20 font-medium sm:w-24">
            {fieldNames.inPerson}
          </th>
          <th scope="col" className="w-20 font-medium sm:w-24">
            {fieldNames.online}
          </th>
          <th scope="col" className="w-14 text-right font-medium">
            {t('attendanceScreen.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const draft = drafts.get(row.key);
          const state = states.get(row.key);
          const parsed = parseDraft({
            inPerson: shownValue(draft, row.entry, 'inPerson'),
            online: shownValue(draft, row.entry, 'online'),
          });
          const total = parsed.kind === 'save' ? parsed.counts.inPerson + parsed.counts.online : '';
          const label = t('attendanceScreen.rowLabel', {
            kind: MEETING_KIND_LABELS[row.kind],
            day: formatDay(row.date),
          });
          const isInvalid = state?.status === 'error';
          const statusId = `estado-${row.key}`;
          return (
            <tr
              key={row.key}
              onBlur={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onLeave(row.key);
              }}
            >
              <th scope="row" className="pr-2 text-left align-top font-normal">
                <span className="block font-medium text-gray-900 dark:text-gray-100">{formatDay(row.date)}</span>
                <span className="block text-xs text-gray-600 dark:text-gray-300">
                  {t(`attendanceScreen.kind.${row.kind}`)}
                </span>
                <span id={statusId} className="block text-xs" aria-live="polite">
                  <StatusText state={state} />
                </span>
              </th>
              {(['inPerson', 'online'] as const).map((field) => (
                <td key={field} className="pr-2 align-top">
                  <input
                    className={INPUT}
                    inputMode="numeric"
                    enterKeyHint="next"
                    autoComplete="off"
                    maxLength={6}
                    placeholder={field === 'online' ? '0' : ''}
                    aria-label={t('attendanceScreen.fieldLabel', { field: fieldNames[field], row: label })}
                    aria-describedby={statusId}
                    aria-invalid={isInvalid}
                    disabled={!canWrite}
                    value={shownValue(draft, row.entry, field)}
                    onChange={(e) => onType(row, field, e.target.value)}
                  />
                </td>
              ))}
              <td className="pt-2 text-right align-top font-semibold tabular-nums" data-testid="total">
                {total}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

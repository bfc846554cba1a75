import { CONGREGATION_TIME_ZONE, type MeetingKind, todayIn } from '@congregacao/shared/attendance-rules';
import type { AttendanceMonth } from '@congregacao/shared/contracts/attendance';
import { monthName } from '@congregacao/shared/service-year';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/language';
import type { useAttendanceDrafts } from '../hooks/use-attendance-drafts';
import { type AttendanceRow, monthRows, rowKey, WEEKDAYS, type Weekday, weekdayName } from '../model/attendance-rows';
import { AttendanceGrid } from './attendance-grid';

export interface MonthEntryProps {
  month: AttendanceMonth;
  days: Record<MeetingKind, Weekday>;
  onDaysChange: (days: Record<MeetingKind, Weekday>) => void;
  drafts: ReturnType<typeof useAttendanceDrafts>;
  canWrite: boolean;
}

/** A month's meetings to fill: the grid, the meeting weekdays it is built from, and a row for another date. */
export function MonthEntry({ month, days, onDaysChange, drafts, canWrite }: MonthEntryProps) {
  const t = useT();
  const weekdayOptions = WEEKDAYS.map((value) => ({ value, label: weekdayName(value) }));
  const kindOptions = (['midweek', 'weekend'] as const).map((value) => ({
    value,
    label: t(`attendanceScreen.kind.${value}`),
  }));
  const today = todayIn(CONGREGATION_TIME_ZONE);
  const [extra, setExtra] = useState<{ date: string; kind: MeetingKind }[]>([]);
  const [newDate, setNewDate] = useState('');
  const [newKind, setNewKind] = useState<MeetingKind>('weekend');
  const typed = useMemo(() => [...drafts.drafts.values()], [drafts.drafts]);
  const rows: AttendanceRow[] = useMemo(
    () => monthRows(month.month, month.year, days, month.entries, [...extra, ...typed], today),
    [month, days, extra, typed, today],
  );
  const first = `${month.year}-${String(month.month + 1).padStart(2, '0')}-01`;
  const isNewDateInMonth = newDate.startsWith(first.slice(0, 8)) && newDate <= today;

  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold text-gray-900 dark:text-gray-100">
        {t('calendar.monthOfYear', { month: monthName(month.month), year: String(month.year) })}
      </h2>
      <div className="mb-3 grid grid-cols-2 gap-3">
        {(['midweek', 'weekend'] as const).map((kind) => (
          <SelectField
            key={kind}
            id={`dia-${kind}`}
            label={t(`attendanceScreen.dayOf.${kind}`)}
            options={weekdayOptions}
            value={days[kind]}
            onChange={(e) => onDaysChange({ ...days, [kind]: Number(e.target.value) as Weekday })}
          />
        ))}
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('attendanceScreen.noMeetingsYet')}</p>
      ) : (
        <AttendanceGrid
          rows={rows}
          drafts={drafts.drafts}
          states={drafts.states}
          canWrite={canWrite}
          onType={drafts.type}
          onLeave={(key) => void drafts.flush(key)}
        />
      )}
      {canWrite ? (
        <form
          className="mt-4 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!isNewDateInMonth) return;
            setExtra((prev) => [...prev, { date: newDate, kind: newKind }]);
            setNewDate('');
          }}
        >
          <TextField
            id="outra-data"
            label={t('attendanceScreen.otherDate')}
            type="date"
            min={first}
            max={today}
            value={newDate}
            onChange={(e) => setNewDate(e.target.value)}
          />
          <SelectField
            id="outra-data-tipo"
            label={t('attendanceScreen.meeting')}
            options={kindOptions}
            value={newKind}
            onChange={(e) => setNewKind(e.target.value as MeetingKind)}
          />
          <Button
            type="submit"
            variant="secondary"
            disabled={!isNewDateInMonth || rows.some((r) => r.key === rowKey(newDate, newKind))}
          >
            {t('attendanceScreen.addRow')}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}

import type { AttendanceMonth } from '@congregacao/shared/contracts/attendance';
import { monthName } from '@congregacao/shared/service-year';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/language';

/** The S-88 card's figures for the year: per month and meeting, meetings, total and average. */
export function S88Summary({ months, selected }: { months: AttendanceMonth[]; selected: number }) {
  const t = useT();
  const columns = [t('attendanceScreen.meetings'), t('attendanceScreen.total'), t('attendanceScreen.average')];
  return (
    <Card padded={false} className="overflow-x-auto">
      <table className="w-full text-sm tabular-nums">
        <caption className="px-4 pt-4 text-left font-semibold text-gray-900 dark:text-gray-100">
          {t('attendanceScreen.s88Summary')}
        </caption>
        <thead>
          <tr className="text-gray-600 dark:text-gray-300">
            <th scope="col" rowSpan={2} className="px-3 py-1 text-left font-medium">
              {t('ui.month')}
            </th>
            <th scope="colgroup" colSpan={3} className="px-2 font-medium">
              {t('attendanceScreen.kind.midweek')}
            </th>
            <th scope="colgroup" colSpan={3} className="px-2 font-medium">
              {t('attendanceScreen.kind.weekend')}
            </th>
          </tr>
          <tr className="text-xs text-gray-600 dark:text-gray-300">
            {[...columns, ...columns].map((h, i) => (
              <th key={`${h}-${i < 3 ? 'm' : 'w'}`} scope="col" className="px-2 py-1 text-right font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((m, i) => (
            <tr
              key={`${m.year}-${m.month}`}
              aria-current={i === selected ? 'true' : undefined}
              className="border-t border-gray-100 aria-[current=true]:bg-primary-50 dark:border-gray-800 dark:aria-[current=true]:bg-gray-800"
            >
              <th scope="row" className="px-3 py-1 text-left font-normal">
                {monthName(m.month)}
              </th>
              {(['midweek', 'weekend'] as const).flatMap((kind) =>
                (['meetings', 'total', 'average'] as const).map((field) => (
                  <td key={`${kind}-${field}`} className="px-2 py-1 text-right">
                    {m[kind].meetings ? m[kind][field] : '–'}
                  </td>
                )),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

import { S1_LINES, S1_SCREEN } from '@congregacao/shared/attendance-messages';
import type { CongregationReport } from '@congregacao/shared/contracts/congregation-report';
import type { MessageId } from '@congregacao/shared/i18n/translate';
import { monthName } from '@congregacao/shared/service-year';
import { BarChart } from '../../../components/ui/bar-chart';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/language';
import { s1Value } from './s1-figures';

/** a line's short heading in the table: `congregationReport.short.<line key>` */
const shortId = (key: (typeof S1_LINES)[number]['key']) => `congregationReport.short.${key}` as MessageId;

/** The service year's S-1 figures month by month: a table (every line) and a chart of the reports per category. */
export function S1Year({ serviceYear, reports }: { serviceYear: number; reports: CongregationReport[] }) {
  const t = useT();
  const months = [...reports].sort((a, b) => a.year - b.year || a.month - b.month);
  const labels = months.map((r) => monthName(r.month));
  return (
    <div className="grid min-w-0 gap-6 print:hidden">
      <Card padded={false} className="overflow-x-auto">
        <table className="w-full text-sm tabular-nums">
          <caption className="px-4 pt-4 text-left font-semibold text-gray-900 dark:text-gray-100">
            {S1_SCREEN.yearTitle(serviceYear)}
          </caption>
          <thead>
            <tr className="text-gray-600 dark:text-gray-300">
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {t('congregationReport.month')}
              </th>
              {S1_LINES.map((line) => (
                <th key={line.key} scope="col" className="px-2 py-2 text-right font-medium">
                  <abbr title={line.section ? `${line.section}: ${line.label}` : line.label} className="no-underline">
                    {t(shortId(line.key))}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((r) => (
              <tr key={r.monthlyActivityId} className="border-t border-gray-100 dark:border-gray-800">
                <th scope="row" className="px-3 py-1 text-left font-normal">
                  {monthName(r.month)}
                </th>
                {S1_LINES.map((line) => (
                  <td key={line.key} className="px-2 py-1 text-right">
                    {s1Value(r, line.key)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <BarChart
        title={t('congregationReport.reportsByCategory')}
        labels={labels}
        series={[
          {
            name: t('s1Section.publishers'),
            values: months.map((r) => r.publishers.reports),
            colour: 'fill-primary-300',
          },
          {
            name: t('s1Section.auxiliaryPioneers'),
            values: months.map((r) => r.auxiliaryPioneers.reports),
            colour: 'fill-primary-500',
          },
          {
            name: t('s1Section.regularPioneers'),
            values: months.map((r) => r.regularPioneers.reports),
            colour: 'fill-primary-800',
          },
        ]}
      />
    </div>
  );
}

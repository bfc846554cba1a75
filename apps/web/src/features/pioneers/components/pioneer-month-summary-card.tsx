import type { PioneerMonthSummary } from '@congregacao/shared/contracts/history';
import { Link } from 'react-router';
import { Figure } from '../../../components/ui/figure';
import { paths } from '../../../lib/paths';
import { formatAverage, monthTitle } from '../utils/format';

/** One month of the pioneer year; the whole card links to the month's pioneer reports. */
export function PioneerMonthSummaryCard({ summary }: { summary: PioneerMonthSummary }) {
  const { month, year, totalHours, totalStudies, totalPioneers } = summary;
  const title = monthTitle(month, year);
  return (
    <Link
      to={paths.pioneerMonth.href(month, year)}
      aria-label={`${title}: ver relatórios de pioneiros`}
      className="block rounded-xl border border-gray-200 bg-white p-5 shadow-sm transition hover:border-primary-400 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:border-gray-700 dark:bg-gray-900 dark:hover:border-primary-500"
    >
      <h2 className="mb-3 font-semibold text-gray-900 dark:text-gray-100">{title}</h2>
      <dl className="flex flex-col gap-1 text-sm">
        <Figure label="Total de Horas" value={totalHours} />
        <Figure label="Total de Estudos" value={totalStudies} />
        <Figure label="Número de Pioneiros" value={totalPioneers} />
        <Figure label="Média de horas" value={`${formatAverage(totalHours, totalPioneers)} h por pioneiro`} />
        <Figure label="Média de estudos" value={`${formatAverage(totalStudies, totalPioneers)} por pioneiro`} />
      </dl>
    </Link>
  );
}

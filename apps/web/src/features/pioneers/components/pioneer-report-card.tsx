import type { PioneerReport } from '@congregacao/shared/contracts/history';
import { PIONEER_CATEGORY_LABELS, pioneerCategoryOf } from '@congregacao/shared/report-rules';
import { Link } from 'react-router';
import { Figure, Observations } from '../../../components/ui/figure';
import { paths } from '../../../lib/paths';

/** One pioneer's month; the card links to the publisher's service year. */
export function PioneerReportCard({ report }: { report: PioneerReport }) {
  return (
    <Link
      to={paths.publisherHistory.href(report.serviceYear, report.publisherId)}
      aria-label={`${report.name}: ver relatórios do ano de serviço ${report.serviceYear}`}
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-5 shadow-sm transition hover:border-primary-400 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:border-gray-700 dark:bg-gray-900 dark:hover:border-primary-500"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="font-semibold text-gray-900 dark:text-gray-100">{report.name}</h2>
        <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800 dark:bg-green-900 dark:text-green-100">
          {PIONEER_CATEGORY_LABELS[pioneerCategoryOf(report) ?? 'auxiliary']}
        </span>
      </div>
      <dl className="flex flex-col gap-1 text-sm">
        <Figure label="Horas" value={report.hours} />
        <Figure label="Estudos" value={report.studies} />
      </dl>
      <Observations text={report.observations} />
    </Link>
  );
}

import type { HistoryReport } from '@congregacao/shared/contracts/history';
import { useT } from '../../../lib/language';
import { HistoryMonthCard } from './history-month-card';
import { HistorySummary } from './history-summary';

/** A service year's reports: the summary, then a card per month (`columns`: the grid's classes per width). */
export function HistoryReports({ reports, columns }: { reports: HistoryReport[]; columns: string }) {
  const t = useT();
  return (
    <>
      <HistorySummary reports={reports} />
      <section aria-label={t('history.monthlyReports')} className={`grid gap-4 ${columns}`}>
        {reports.map((report) => (
          <HistoryMonthCard key={report.id} report={report} />
        ))}
      </section>
    </>
  );
}

import type { HistoryReport } from '@congregacao/shared/contracts/history';
import { canReportHours } from '@congregacao/shared/report-rules';
import { CalendarCheck, Clock, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/language';

/** The summary figures: months participated / reports, hours of pioneer months (if any), report count. */
export function historySummary(reports: readonly HistoryReport[]) {
  const pioneerMonths = reports.filter(canReportHours);
  return {
    participated: reports.filter((r) => r.participatedInMinistry === true).length,
    reports: reports.length,
    hasPioneerMonths: pioneerMonths.length > 0,
    hours: pioneerMonths.reduce((sum, r) => sum + (r.hours ?? 0), 0),
  };
}

function SummaryCard({
  icon,
  label,
  value,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  testId: string;
}) {
  return (
    <Card className="flex items-center gap-4" data-testid={testId}>
      <span
        aria-hidden="true"
        className="flex size-11 items-center justify-center rounded-lg bg-primary-100 text-primary-700 dark:bg-primary-900 dark:text-primary-200"
      >
        {icon}
      </span>
      <div>
        <p className="text-sm text-gray-600 dark:text-gray-300">{label}</p>
        <p className="text-2xl font-bold text-gray-900 dark:text-gray-100">{value}</p>
      </div>
    </Card>
  );
}

export function HistorySummary({ reports }: { reports: readonly HistoryReport[] }) {
  const t = useT();
  const summary = historySummary(reports);
  return (
    <section aria-label={t('history.summary.label')} className="mb-6 grid gap-4 sm:grid-cols-3">
      <SummaryCard
        testId="summary-participation"
        icon={<CalendarCheck className="size-6" />}
        label={t('history.summary.participation')}
        value={`${summary.participated}/${summary.reports}`}
      />
      {summary.hasPioneerMonths ? (
        <SummaryCard
          testId="summary-hours"
          icon={<Clock className="size-6" />}
          label={t('history.summary.hours')}
          value={String(summary.hours)}
        />
      ) : null}
      <SummaryCard
        testId="summary-reports"
        icon={<FileText className="size-6" />}
        label={t('history.summary.reports')}
        value={String(summary.reports)}
      />
    </section>
  );
}

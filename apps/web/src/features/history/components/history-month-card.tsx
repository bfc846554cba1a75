import { lateReportRemark } from '@congregacao/shared/branch-cycle-messages';
import type { HistoryReport } from '@congregacao/shared/contracts/history';
import { appointmentMarkLabels, canReportHours } from '@congregacao/shared/report-rules';
import { monthName } from '@congregacao/shared/service-year';
import { Check, Minus, X } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Figure, Observations } from '../../../components/ui/figure';
import { useT } from '../../../lib/language';

function Badge({ className, children }: { className: string; children: string }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${className}`}>{children}</span>;
}

function Participation({ value }: { value: boolean | null }) {
  const t = useT();
  if (value === null) {
    return (
      <span className="inline-flex items-center gap-1 text-gray-600 dark:text-gray-300">
        <Minus className="size-4" aria-hidden="true" /> {t('history.month.unanswered')}
      </span>
    );
  }
  return value ? (
    <span className="inline-flex items-center gap-1 text-green-700 dark:text-green-400">
      <Check className="size-5" aria-hidden="true" /> <span className="sr-only">{t('history.month.participated')}</span>
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-red-700 dark:text-red-400">
      <X className="size-5" aria-hidden="true" /> <span className="sr-only">{t('history.month.notParticipated')}</span>
    </span>
  );
}

/** One month of a publisher's service year. */
export function HistoryMonthCard({ report }: { report: HistoryReport }) {
  const t = useT();
  const isPioneer = canReportHours(report);
  const title = t('history.month.title', { month: monthName(report.month), year: report.year });
  return (
    <Card className="flex flex-col gap-3" aria-label={title} role="article">
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-semibold text-gray-900 dark:text-gray-100">{title}</h2>
        <Participation value={report.participatedInMinistry} />
      </div>
      {isPioneer ? (
        <div className="flex flex-wrap gap-1.5">
          {report.auxiliaryPioneer ? (
            <Badge className="bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100">
              {t('pioneerCategory.auxiliary')}
            </Badge>
          ) : null}
          {appointmentMarkLabels(report).map((label) => (
            <Badge key={label} className="bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100">
              {label}
            </Badge>
          ))}
        </div>
      ) : null}
      <dl className="flex flex-col gap-1 text-sm">
        {isPioneer ? <Figure label={t('history.month.hours')} value={report.hours ?? 0} /> : null}
        <Figure label={t('history.month.studies')} value={report.studies} />
      </dl>
      {report.late ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {lateReportRemark(report.countedIn)}
        </p>
      ) : null}
      <Observations text={report.observations} />
    </Card>
  );
}

import { monthLabel, SUBMISSION_SCREEN as S } from '@congregacao/shared/branch-cycle-messages';
import type { S1LateReport } from '@congregacao/shared/contracts/congregation-report';
import type { ReportRow } from '@congregacao/shared/contracts/reports';
import { compareByPublisherLabel, publisherLabel } from '@congregacao/shared/report-rules';
import { FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { LoadErrorNotice } from '../../../components/ui/load-error-notice';
import { Spinner } from '../../../components/ui/spinner';
import { useUnansweredReports } from '../api/late-report';
import { LateReportDialog } from './late-report-dialog';

/** The late reports of earlier months this S-1 counts, with their own month. */
export function LateReportsCounted({ reports }: { reports: S1LateReport[] }) {
  if (reports.length === 0) return null;
  return (
    <Card className="mt-6">
      <CardHeader title={S.lateCountedTitle} />
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-1 sm:grid-cols-2">
        {reports.map((r) => (
          <li key={r.reportId} className="text-gray-900 dark:text-gray-100">
            {r.name} <span className="text-sm text-gray-600 dark:text-gray-400">({monthLabel(r)})</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * A sent month's reports still unanswered, each with 'Registar relatório atrasado' (the Secretary's, ADR 037): what
 * arrives now keeps its month and is counted in the next S-1 not yet sent.
 */
export function UnansweredReports({
  activityId,
  month,
}: {
  activityId: number;
  month: { month: number; year: number };
}) {
  const query = useUnansweredReports(activityId, true);
  const [open, setOpen] = useState<ReportRow | null>(null);
  const rows = [...(query.data ?? [])].sort(compareByPublisherLabel);
  return (
    <Card className="mt-6" aria-label={S.lateTitle}>
      <CardHeader title={S.lateTitle} description={S.lateIntro} />
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <LoadErrorNotice message={S.lateLoadFailed} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess && rows.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{S.noneUnanswered}</p>
      ) : null}
      <ul className="grid gap-2">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-gray-900 dark:text-gray-100">{publisherLabel(row)}</span>
            <Button size="sm" variant="secondary" icon={FilePlus2} onClick={() => setOpen(row)}>
              {S.recordLate}
            </Button>
          </li>
        ))}
      </ul>
      <LateReportDialog row={open} month={monthLabel(month)} onClose={() => setOpen(null)} />
    </Card>
  );
}

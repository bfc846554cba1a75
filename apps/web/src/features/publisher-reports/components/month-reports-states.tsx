import type { ReportsByMonth } from '@congregacao/shared/contracts/reports';
import { type ReactNode, useEffect } from 'react';
import { BackToDashboard } from '../../../components/ui/back-links';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { PageSpinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import type { useReportsByMonth } from '../api/reports-by-month';

interface MonthReportsStatesProps {
  activityId: number | null;
  query: ReturnType<typeof useReportsByMonth>;
  /** said in a toast and on the error screen when the month's reports cannot be loaded */
  loadError: string;
  children: (data: ReportsByMonth) => ReactNode;
}

/** What a screen of the month's reports shows before them: a bad id, the spinner, the load error with a retry. */
export function MonthReportsStates({ activityId, query, loadError, children }: MonthReportsStatesProps) {
  const t = useT();
  useEffect(() => {
    if (query.isError) toast.error(loadError);
  }, [query.isError, loadError]);

  if (activityId === null) return <ErrorScreen title={t('ui.invalidActivityId')} actions={<BackToDashboard />} />;
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    return <ErrorScreen message={loadError} onRetry={() => void query.refetch()} actions={<BackToDashboard />} />;
  }
  return children(query.data);
}

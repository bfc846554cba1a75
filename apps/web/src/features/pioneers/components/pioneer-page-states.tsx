import { HISTORY_MESSAGES } from '@congregacao/shared/history-messages';
import { AlertTriangle } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { BackToDashboard } from '../../../components/ui/back-links';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';

interface PioneerStatesProps {
  /** the URL's message when its parameters are malformed, else null */
  malformedMessage: string | null;
  /** the page's query: pending, failed (retried by refetch) or loaded */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  isEmpty: boolean;
  /** 'Não existem relatórios de pioneiros para {period}.' */
  period: string;
  children: ReactNode;
}

/** The states both pioneer pages share: malformed URL, spinner, load error, empty, then the page. */
export function PioneerPageStates({ malformedMessage, query, isEmpty, period, children }: PioneerStatesProps) {
  const { isPending, isError } = query;
  useEffect(() => {
    if (isError) toast.error(HISTORY_MESSAGES.pioneersFailed, { id: 'pioneers-error' });
  }, [isError]);
  if (malformedMessage) {
    return (
      <div role="alert">
        <EmptyState
          title={malformedMessage}
          icon={<AlertTriangle className="size-10 text-amber-600" />}
          action={<BackToDashboard />}
        />
      </div>
    );
  }
  if (isPending) return <PageSpinner />;
  if (isError)
    return (
      <ErrorScreen
        message={HISTORY_MESSAGES.pioneersFailed}
        onRetry={() => void query.refetch()}
        actions={<BackToDashboard />}
      />
    );
  if (isEmpty) {
    return (
      <EmptyState
        title={HISTORY_MESSAGES.noReports}
        description={HISTORY_MESSAGES.noPioneerReports(period)}
        action={<BackToDashboard />}
      />
    );
  }
  return <>{children}</>;
}

import type { AuditListResponse, AuditLogEntry } from '@congregacao/shared/contracts/audit';
import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Notice } from '../../../components/ui/notice';
import { PageSpinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/language';
import { formatCount } from '../utils/format';
import { AuditPager } from './audit-pager';
import { AuditTable } from './audit-table';

export interface AuditLogCardProps {
  data: AuditListResponse | undefined;
  isPending: boolean;
  isError: boolean;
  errorMessage: string;
  onRetry: () => void;
  onPage: (page: number) => void;
  onView: (entry: AuditLogEntry) => void;
}

/** The table with the total in its header, its loading / error / empty states and the pager. */
export function AuditLogCard({ data, isPending, isError, errorMessage, onRetry, onPage, onView }: AuditLogCardProps) {
  const t = useT();
  const total = data?.pagination.total;
  const isApprox = data ? !data.pagination.isTotalExact : false;
  return (
    <Card padded={false}>
      <div className="flex flex-wrap items-center justify-between gap-2 px-5 py-4">
        <h2 className="text-lg font-semibold text-gray-900 dark:text-gray-100">
          {t('audit.entries')}
          {total === undefined ? null : (
            <span className="ml-2 text-sm font-normal text-gray-600 dark:text-gray-300" data-testid="audit-total">
              {t(isApprox ? 'audit.totalAbout' : 'audit.total', { count: formatCount(total) })}
            </span>
          )}
        </h2>
      </div>
      {isError ? (
        <div className="px-5 pb-5">
          <Notice
            tone="danger"
            title={errorMessage}
            actions={
              <Button variant="secondary" onClick={onRetry} icon={RotateCcw}>
                {t('audit.tryAgain')}
              </Button>
            }
          />
        </div>
      ) : isPending || !data ? (
        <PageSpinner label={t('audit.loading')} />
      ) : data.logs.length === 0 ? (
        <div className="px-5 pb-5">
          <EmptyState title={t('audit.noLogs')} description={t('audit.noMatch')} />
        </div>
      ) : (
        <>
          <AuditTable logs={data.logs} onView={onView} />
          <AuditPager pagination={data.pagination} onPage={onPage} />
        </>
      )}
    </Card>
  );
}

import { PUBLISHER_MESSAGES } from '@congregacao/shared/publisher-messages';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { withServerReason } from '../../../lib/api-client';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useEraseRetentionDue, useRetentionDue } from '../api/transfer';

/** /dados-a-eliminar: archived publishers past RETENTION_YEARS, erased one by one or all at once. */
export function Component() {
  const t = useT();
  const due = useRetentionDue();
  const erasing = useEraseRetentionDue();
  const [pending, setPending] = useState<number[] | null>(null);
  const header = <PageHeader title={t('import.retention.title')} subtitle={t('import.retention.subtitle')} />;
  if (due.isError)
    return (
      <>
        {header}
        <ErrorScreen message={t('import.retention.loadFailed')} onRetry={() => void due.refetch()} />
      </>
    );
  if (due.isPending)
    return (
      <>
        {header}
        <PageSpinner />
      </>
    );
  const { publishers, retentionYears } = due.data;
  const confirm = () =>
    erasing.mutate(pending ?? [], {
      onSuccess: ({ erased, accounts }) =>
        toast.success(
          [t('import.retention.erased', { count: erased }), ...accounts.map(PUBLISHER_MESSAGES.accountOutcome)].join(
            ' ',
          ),
        ),
      onError: (error) => toast.error(withServerReason(t('import.retention.eraseFailed'), error)),
      onSettled: () => setPending(null),
    });
  return (
    <div className="mx-auto max-w-4xl">
      {header}
      {retentionYears === 0 ? (
        <EmptyState title={t('import.retention.off')} />
      ) : publishers.length === 0 ? (
        <EmptyState title={t('import.retention.none', { years: retentionYears })} />
      ) : (
        <Card>
          <div className="mb-4 flex justify-end">
            <Button variant="danger" onClick={() => setPending(publishers.map((p) => p.id))}>
              {t('import.retention.eraseAll')}
            </Button>
          </div>
          <ul className="divide-y divide-gray-200 dark:divide-gray-700">
            {publishers.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div>
                  <div className="font-medium text-gray-900 dark:text-gray-100">{p.name}</div>
                  <div className="text-sm text-gray-600 dark:text-gray-300">
                    {p.deathDate
                      ? t('import.retention.death', { date: p.deathDate })
                      : t('import.retention.exit', { date: p.exitCongregationDate })}
                  </div>
                </div>
                <Button variant="danger" size="sm" onClick={() => setPending([p.id])}>
                  {t('import.retention.erase')}
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <ConfirmDialog
        isOpen={pending !== null}
        title={t('import.retention.confirmTitle')}
        message={t('import.retention.confirmMessage', { count: pending?.length ?? 0 })}
        confirmLabel={t('import.retention.erase')}
        confirmVariant="danger"
        isPending={erasing.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </div>
  );
}

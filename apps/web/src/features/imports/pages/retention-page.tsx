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
import { toast } from '../../../lib/toast';
import { useEraseRetentionDue, useRetentionDue } from '../api/transfer';

const ERASE_FAILED = 'Erro ao eliminar os dados!';

/** /dados-a-eliminar: archived publishers past RETENTION_YEARS, erased one by one or all at once. */
export function Component() {
  const due = useRetentionDue();
  const erasing = useEraseRetentionDue();
  const [pending, setPending] = useState<number[] | null>(null);
  const header = (
    <PageHeader title="Dados a eliminar" subtitle="Publicadores arquivados além do prazo de conservação." />
  );
  if (due.isError)
    return (
      <>
        {header}
        <ErrorScreen message="Erro ao carregar a lista!" onRetry={() => void due.refetch()} />
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
        toast.success([`Dados eliminados: ${erased}`, ...accounts.map(PUBLISHER_MESSAGES.accountOutcome)].join(' ')),
      onError: (error) => toast.error(withServerReason(ERASE_FAILED, error)),
      onSettled: () => setPending(null),
    });
  return (
    <div className="mx-auto max-w-4xl">
      {header}
      {retentionYears === 0 ? (
        <EmptyState title="A eliminação por prazo está desligada (RETENTION_YEARS = 0)." />
      ) : publishers.length === 0 ? (
        <EmptyState title={`Nenhum publicador arquivado há mais de ${retentionYears} anos.`} />
      ) : (
        <Card>
          <div className="mb-4 flex justify-end">
            <Button variant="danger" onClick={() => setPending(publishers.map((p) => p.id))}>
              Eliminar todos
            </Button>
          </div>
          <ul className="divide-y divide-gray-200 dark:divide-gray-700">
            {publishers.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div>
                  <div className="font-medium text-gray-900 dark:text-gray-100">{p.name}</div>
                  <div className="text-sm text-gray-600 dark:text-gray-300">
                    {p.deathDate ? `Falecimento: ${p.deathDate}` : `Saída: ${p.exitCongregationDate}`}
                  </div>
                </div>
                <Button variant="danger" size="sm" onClick={() => setPending([p.id])}>
                  Eliminar
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <ConfirmDialog
        isOpen={pending !== null}
        title="Eliminar dados pessoais"
        message={`Os dados pessoais de ${pending?.length ?? 0} publicador(es) serão eliminados de forma irreversível. Os totais mensais mantêm-se.`}
        confirmLabel="Eliminar"
        confirmVariant="danger"
        isPending={erasing.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </div>
  );
}

import { monthName } from '@congregacao/shared/service-year';
import { AlertTriangle } from 'lucide-react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { CloseRequest } from '../hooks/use-activity-status-toggle';

export interface CloseActivityDialogProps {
  request: CloseRequest | null;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

function unsentWarning(count: number): string {
  return count === 1
    ? 'Existe 1 relatório que ainda não foi enviado ao secretário. Fechar a atividade bloqueia a edição deste relatório.'
    : `Existem ${count} relatórios que ainda não foram enviados ao secretário. Fechar a atividade bloqueia a edição destes relatórios.`;
}

/** Spec point 4 "Monthly activity status": the confirmation before closing, with the count of unsent reports. */
export function CloseActivityDialog({ request, isPending, onConfirm, onClose }: CloseActivityDialogProps) {
  const count = request?.openReportsCount ?? 0;
  const label = request ? `${monthName(request.activity.month)} de ${request.activity.year}` : '';
  return (
    <ConfirmDialog
      isOpen={request !== null}
      title={`Fechar Atividade de ${label}`}
      message={
        <div className="space-y-2">
          <p>Tem a certeza que deseja fechar esta atividade?</p>
          <p>
            Ao fechar a atividade, os publicadores deixam de poder preencher relatórios e todas as edições ficam
            bloqueadas. Os dados já registados são mantidos e a atividade pode ser reaberta a qualquer momento.
          </p>
        </div>
      }
      confirmLabel={count > 0 ? 'Fechar Mesmo Assim' : 'Fechar Atividade'}
      confirmVariant={count > 0 ? 'danger' : 'primary'}
      isPending={isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {count > 0 ? (
        <div
          role="alert"
          data-testid="unsent-reports-warning"
          className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{unsentWarning(count)}</span>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}

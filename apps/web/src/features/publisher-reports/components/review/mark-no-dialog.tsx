import type { ReportRow } from '@congregacao/shared/contracts/reports';
import { publisherLabel } from '@congregacao/shared/report-rules';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';

export interface MarkNoDialogProps {
  /** the unanswered reports the server named, null when closed */
  rows: readonly ReportRow[] | null;
  /** the server's refusal, shown as it came */
  reason: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * After 'Fechar atividade do grupo' is refused for unanswered participation (409): the server's reason, the names,
 * and an explicit choice to record 'Não' for them and close again. Nothing is marked without this confirmation.
 */
export function MarkNoDialog({ rows, reason, isPending, onConfirm, onClose }: MarkNoDialogProps) {
  return (
    <ConfirmDialog
      isOpen={rows !== null}
      title="Participação por indicar"
      message={reason}
      confirmLabel="Marcar 'Não' e fechar"
      isPending={isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Se estes publicadores não participaram no ministério este mês, pode indicar 'Não' para todos e fechar o grupo:
      </p>
      <ul className="mt-2 list-disc pl-5 text-sm font-medium text-gray-900 dark:text-gray-100">
        {rows?.map((row) => (
          <li key={row.id}>{publisherLabel(row)}</li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}

import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';

export interface IncompleteReportsDialogProps {
  isOpen: boolean;
  names: readonly string[];
  onGo: () => void;
  onClose: () => void;
}

/** Sending with participation unanswered: lists those publishers; 'Ir para Relatórios' jumps to the first. */
export function IncompleteReportsDialog({ isOpen, names, onGo, onClose }: IncompleteReportsDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title="Relatórios incompletos"
      confirmVariant="danger"
      message="Indique se os seguintes publicadores participaram no ministério antes de enviar ao secretário:"
      confirmLabel="Ir para Relatórios"
      cancelLabel="Fechar"
      onConfirm={onGo}
      onClose={onClose}
    >
      <ul className="max-h-60 list-disc overflow-y-auto pl-5 text-sm text-gray-800 dark:text-gray-200">
        {names.map((name, i) => (
          // names can repeat (two publishers with the same display name)
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is static while the dialog is open
          <li key={`${i}-${name}`}>{name}</li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}

import { REPORT_MESSAGES } from '@congregacao/shared/report-messages';
import { Send } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useT } from '../../../../lib/language';

export interface IncompleteReportsDialogProps {
  isOpen: boolean;
  names: readonly string[];
  /** the open reports already answered, which 'Enviar os N respondidos' sends (none: the button is not offered) */
  answeredCount: number;
  isSending: boolean;
  onGo: () => void;
  onSendAnswered: () => void;
  onClose: () => void;
}

/**
 * Sending with participation unanswered: lists those publishers; 'Ir para Relatórios' jumps to the first; 'Enviar os N
 * respondidos' sends the answered ones and leaves these missing, never marked 'Não' (ADR 039).
 */
export function IncompleteReportsDialog({
  isOpen,
  names,
  answeredCount,
  isSending,
  onGo,
  onSendAnswered,
  onClose,
}: IncompleteReportsDialogProps) {
  const t = useT();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={t('fillScreen.incomplete.title')}
      confirmVariant="danger"
      message={t('fillScreen.incomplete.message')}
      confirmLabel={t('fillScreen.incomplete.go')}
      cancelLabel={t('fillScreen.incomplete.close')}
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
      {answeredCount > 0 ? (
        <div className="mt-4 rounded-lg border border-gray-200 p-3 text-sm text-gray-700 dark:border-gray-700 dark:text-gray-300">
          <p className="font-medium text-gray-900 dark:text-gray-100">{REPORT_MESSAGES.staysMissing(names.length)}</p>
          <p className="mt-1">{REPORT_MESSAGES.nobodyMarkedNo}</p>
          <Button className="mt-3" variant="success" icon={Send} isLoading={isSending} onClick={onSendAnswered}>
            {REPORT_MESSAGES.sendAnswered(answeredCount)}
          </Button>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}

import { DialogTitle } from '@headlessui/react';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/language';
import type { ButtonVariant } from './button';
import { Modal, ModalActions } from './modal';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  /** the question or explanation */
  message?: ReactNode;
  /** extra content between the message and the buttons (warnings, inputs) */
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmVariant?: ButtonVariant;
  /** spinner on the confirm button, both buttons disabled */
  isPending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The dialog of ConfirmDialog (confirm-dialog.tsx), loaded when it first opens. */
export function ConfirmDialogPanel({
  isOpen,
  title,
  message,
  children,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'primary',
  isPending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const t = useT();
  const isDanger = confirmVariant === 'danger';
  return (
    <Modal isOpen={isOpen} onClose={onClose} isPending={isPending} width="md">
      <div className="flex items-start gap-3">
        {isDanger ? (
          <AlertTriangle className="mt-0.5 size-6 shrink-0 text-red-600 dark:text-red-400" aria-hidden="true" />
        ) : null}
        <div className="min-w-0 flex-1">
          <DialogTitle className="text-lg font-semibold text-gray-900 dark:text-gray-100">{title}</DialogTitle>
          {message ? <div className="mt-2 text-sm text-gray-700 dark:text-gray-300">{message}</div> : null}
          {children ? <div className="mt-3">{children}</div> : null}
        </div>
      </div>
      <ModalActions
        confirmLabel={confirmLabel ?? t('ui.confirm')}
        cancelLabel={cancelLabel}
        confirmVariant={confirmVariant}
        isPending={isPending}
        onConfirm={onConfirm}
        onCancel={onClose}
      />
    </Modal>
  );
}

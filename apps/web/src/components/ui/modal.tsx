import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/language';
import { Button, type ButtonVariant } from './button';
import { Notice } from './notice';

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-4xl' } as const;

export interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** a call is running: Escape and the backdrop do not close it */
  isPending?: boolean;
  width?: keyof typeof WIDTHS;
  /** the panel's own classes (spacing, a height limit) */
  className?: string;
  /** the panel's language where it differs from the page's (the audit log is in English) */
  lang?: string;
  children: ReactNode;
}

/** The one modal shell: dimmed backdrop, a centred panel that fades and scales in; the caller adds the DialogTitle. */
export function Modal({
  isOpen,
  onClose,
  isPending = false,
  width = 'md',
  className = '',
  lang,
  children,
}: ModalProps) {
  return (
    <Dialog open={isOpen} onClose={() => (isPending ? undefined : onClose())} className="relative z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-black/50 transition-opacity data-closed:opacity-0" />
      <div className="fixed inset-0 flex w-screen items-center justify-center overflow-y-auto p-4">
        <DialogPanel
          lang={lang}
          transition
          className={`w-full ${WIDTHS[width]} rounded-xl bg-white p-6 shadow-xl transition data-closed:scale-95 data-closed:opacity-0 dark:bg-gray-900 ${className}`}
        >
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** A modal's only way out, at its end: one button that closes it. */
export function ModalCloseFooter({
  label,
  variant,
  onClose,
  className = '',
}: {
  label: string;
  variant: ButtonVariant;
  onClose: () => void;
  className?: string;
}) {
  return (
    <div className={`flex justify-end ${className}`}>
      <Button variant={variant} onClick={onClose}>
        {label}
      </Button>
    </div>
  );
}

/**
 * A dialog's two ways out at its end: 'Cancelar', and its action (a spinner while it runs, both then disabled);
 * above them, the server's reason when the action was refused (what was typed stays in the dialog).
 */
export function ModalActions({
  refusal = null,
  confirmLabel,
  onConfirm,
  onCancel,
  cancelLabel,
  confirmVariant = 'primary',
  isPending = false,
  isDisabled = false,
}: {
  refusal?: string | null;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  cancelLabel?: string;
  confirmVariant?: ButtonVariant;
  isPending?: boolean;
  /** the action cannot be taken yet (the dialog says why) */
  isDisabled?: boolean;
}) {
  const t = useT();
  return (
    <>
      {refusal ? (
        <Notice tone="danger" role="alert" className="mt-3">
          {refusal}
        </Notice>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          {cancelLabel ?? t('ui.cancel')}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={isDisabled} isLoading={isPending}>
          {confirmLabel}
        </Button>
      </div>
    </>
  );
}

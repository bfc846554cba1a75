import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';

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

import { DialogTitle } from '@headlessui/react';
import { Button } from '../../../components/ui/button';
import { Modal, ModalCloseFooter } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';

export interface PickerOption {
  value: number;
  label: string;
}

export interface PickerDialogProps {
  isOpen: boolean;
  title: string;
  description?: string;
  options: PickerOption[] | undefined;
  isLoading?: boolean;
  emptyText: string;
  onPick: (value: number) => void;
  onClose: () => void;
}

/** The dialog of PickerDialog (picker-dialog.tsx), loaded when it first opens. */
export function PickerDialogPanel({
  isOpen,
  title,
  description,
  options,
  isLoading = false,
  emptyText,
  onPick,
  onClose,
}: PickerDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} width="sm">
      <DialogTitle className="text-lg font-semibold text-gray-900 dark:text-gray-100">{title}</DialogTitle>
      {description ? <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{description}</p> : null}
      <div className="mt-4">
        {isLoading ? (
          <div className="flex justify-center py-4 text-primary-700 dark:text-primary-300">
            <Spinner />
          </div>
        ) : options?.length ? (
          <ul className="grid grid-cols-2 gap-2">
            {options.map((option) => (
              <li key={option.value}>
                <Button variant="secondary" className="w-full" onClick={() => onPick(option.value)}>
                  {option.label}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-600 dark:text-gray-300">{emptyText}</p>
        )}
      </div>
      <ModalCloseFooter label="Cancelar" variant="ghost" onClose={onClose} className="mt-6" />
    </Modal>
  );
}

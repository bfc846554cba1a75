import { USER_MESSAGES } from '@congregacao/shared/contracts/users';
import { CONFIRMATION_CODE_LENGTH } from '@congregacao/shared/limits';
import { DialogTitle } from '@headlessui/react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';

export interface EmailCodeDialogProps {
  /** the address the code was sent to; null = closed */
  email: string | null;
  isPending: boolean;
  onConfirm: (code: string) => void;
  onClose: () => void;
}

function CodeForm({ email, isPending, onConfirm, onClose }: EmailCodeDialogProps & { email: string }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError(USER_MESSAGES.codeRequired);
      return;
    }
    setError(undefined);
    onConfirm(trimmed);
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-3 space-y-4">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Enviámos um código de confirmação para <strong>{email}</strong>.
      </p>
      <TextField
        id="confirmation-code"
        label="Código de confirmação"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CONFIRMATION_CODE_LENGTH}
        placeholder="000000"
        hint="Insira o código de 6 dígitos enviado para o seu email"
        error={error}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        className="text-center font-mono text-lg tracking-[0.5em]"
        autoFocus
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={isPending}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={isPending}>
          Confirmar
        </Button>
      </div>
    </form>
  );
}

/** The dialog where the 6-digit code sent to the new address is entered; it stays open on a failure. */
export function EmailCodeDialog(props: EmailCodeDialogProps) {
  const { email, isPending, onClose } = props;
  return (
    <Modal isOpen={email !== null} onClose={onClose} isPending={isPending} width="md">
      <DialogTitle className="text-lg font-semibold text-gray-900 dark:text-gray-100">Confirmar Email</DialogTitle>
      {email ? <CodeForm key={email} {...props} email={email} /> : null}
    </Modal>
  );
}

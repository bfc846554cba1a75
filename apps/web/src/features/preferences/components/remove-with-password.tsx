import { Trash2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { type FieldState, FieldSubmit, useFieldState } from './field-submit';

interface RemoveWithPasswordProps {
  /** the password field's id */
  id: string;
  /** what is removed, as the label names it */
  name: string;
  isPending: boolean;
  /** sends the removal; a refusal goes to `field.setError` */
  onRemove: (password: string, field: FieldState) => void;
  onCancel: () => void;
}

/** The account's password and 'Remover', on one line with 'Cancelar': removing a passkey, or a factor just added. */
export function RemoveWithPassword({ id, name, isPending, onRemove, onCancel }: RemoveWithPasswordProps) {
  const password = useFieldState();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password.value) return password.setError(`Indique a sua password para remover "${name}".`);
    password.setError(null);
    onRemove(password.value, password);
  }

  return (
    <FieldSubmit
      onSubmit={handleSubmit}
      id={id}
      type="password"
      autoComplete="current-password"
      label={`Password para remover "${name}"`}
      field={password}
      isPending={isPending}
      variant="danger"
      icon={Trash2}
      onCancel={onCancel}
    >
      Remover
    </FieldSubmit>
  );
}

import { Trash2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { useT } from '../../../lib/language';
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
  const t = useT();
  const password = useFieldState();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password.value) return password.setError(t('preferences.removeWithPassword.missing', { name }));
    password.setError(null);
    onRemove(password.value, password);
  }

  return (
    <FieldSubmit
      onSubmit={handleSubmit}
      id={id}
      type="password"
      autoComplete="current-password"
      label={t('preferences.removeWithPassword.label', { name })}
      field={password}
      isPending={isPending}
      variant="danger"
      icon={Trash2}
      onCancel={onCancel}
    >
      {t('preferences.remove')}
    </FieldSubmit>
  );
}

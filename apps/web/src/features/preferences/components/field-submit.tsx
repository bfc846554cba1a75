import { X } from 'lucide-react';
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { Button, type ButtonIcon, type ButtonVariant } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/language';

/** The server's own words for a refusal ("Código incorreto.", "Password atual incorreta."), else `fallback`. */
export function refusalText(failure: unknown, fallback: string): string {
  return isApiError(failure) && failure.serverError ? failure.serverError : fallback;
}

/** The field's text and what was wrong with it (or with the whole form), shown under it. */
export interface FieldState {
  value: string;
  setValue: (value: string) => void;
  error: string | null;
  setError: (error: string | null) => void;
}

export function useFieldState(initial = ''): FieldState {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return { value, setValue, error, setError };
}

export interface FieldSubmitProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'onSubmit' | 'children'> {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** fields before this one (the password that goes with a code) */
  leading?: ReactNode;
  id: string;
  label: string;
  field: FieldState;
  isPending: boolean;
  variant?: ButtonVariant;
  icon: ButtonIcon;
  /** the submit button's text */
  children: ReactNode;
  /** a 'Cancelar' beside the button, the field and buttons on one line (editing in a list's row) */
  onCancel?: () => void;
}

/**
 * A form of Segurança that ends in one field and the button that sends it: a code of the authenticator app
 * (enrolment, turning it off), a passkey's name (adding, renaming), the password that removes a passkey.
 */
export function FieldSubmit({
  onSubmit,
  leading,
  id,
  label,
  field,
  isPending,
  variant,
  icon,
  children,
  onCancel,
  ...input
}: FieldSubmitProps) {
  const t = useT();
  const textField = (
    <TextField
      id={id}
      label={label}
      value={field.value}
      onChange={(event) => field.setValue(event.target.value)}
      error={field.error ?? undefined}
      {...input}
    />
  );
  const submit = (
    <Button type="submit" size={onCancel ? 'sm' : 'md'} variant={variant} isLoading={isPending} icon={icon}>
      {children}
    </Button>
  );
  if (!onCancel) {
    return (
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-3">
        {leading}
        {textField}
        {submit}
      </form>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
      {leading}
      {textField}
      <div className="flex gap-2 sm:mt-6">
        {submit}
        <Button type="button" size="sm" variant="ghost" icon={X} onClick={onCancel}>
          {t('preferences.cancel')}
        </Button>
      </div>
    </form>
  );
}

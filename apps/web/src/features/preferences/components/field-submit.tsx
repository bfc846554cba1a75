import { X } from 'lucide-react';
import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { Button, type ButtonIcon, type ButtonVariant } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';

/** The server's own words for a refusal ("Código incorreto.", "Password atual incorreta."), else `fallback`. */
export function refusalText(failure: unknown, fallback: string): string {
  return isApiError(failure) && failure.serverError ? failure.serverError : fallback;
}

export interface FieldSubmitProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'onSubmit' | 'children'> {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** fields before this one (the password that goes with a code) */
  leading?: ReactNode;
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** what was wrong with the field (or the whole form), shown under it */
  error: string | null;
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
  value,
  onValueChange,
  error,
  isPending,
  variant,
  icon,
  children,
  onCancel,
  ...input
}: FieldSubmitProps) {
  const field = (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      error={error ?? undefined}
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
        {field}
        {submit}
      </form>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
      {leading}
      {field}
      <div className="flex gap-2 sm:mt-6">
        {submit}
        <Button type="button" size="sm" variant="ghost" icon={X} onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

import type { ReactNode } from 'react';
import { Button, type ButtonIcon, type ButtonVariant } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';

/** The server's own words for a refusal ("Código incorreto.", "Password atual incorreta."), else `fallback`. */
export function refusalText(failure: unknown, fallback: string): string {
  return isApiError(failure) && failure.serverError ? failure.serverError : fallback;
}

export interface CodeSubmitProps {
  id: string;
  label: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** what was wrong with the code (or the whole form), shown under the field */
  error: string | null;
  isPending: boolean;
  /** six digits only (enrolment), rather than a code or a recovery code */
  isNumeric?: boolean;
  variant?: ButtonVariant;
  icon: ButtonIcon;
  children: ReactNode;
}

/** A code of the authenticator app (or a recovery code) and the button that sends its form: enrolment, turning off. */
export function CodeSubmit({
  id,
  label,
  code,
  onCodeChange,
  error,
  isPending,
  isNumeric,
  variant,
  icon,
  children,
}: CodeSubmitProps) {
  return (
    <>
      <TextField
        id={id}
        label={label}
        inputMode={isNumeric ? 'numeric' : undefined}
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => onCodeChange(event.target.value)}
        error={error ?? undefined}
      />
      <Button type="submit" variant={variant} isLoading={isPending} icon={icon}>
        {children}
      </Button>
    </>
  );
}

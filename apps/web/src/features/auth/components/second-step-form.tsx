import type { SessionResponse } from '@congregacao/shared/contracts/auth';
import { ERROR_CODES } from '@congregacao/shared/error-codes';
import { MFA_MESSAGES } from '@congregacao/shared/mfa-messages';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { loginWithCode } from '../api/login-mfa';

export interface SecondStepFormProps {
  mfaToken: string;
  /** stores the session and leaves the sign-in screen (the login screen's own finish) */
  finishSignIn: (session: SessionResponse) => void;
  /** the person's words for a failed call (the login screen's catalogue) */
  errorMessage: (error: unknown) => string;
  /** back to the first step */
  onRestart: () => void;
}

/**
 * The second step of a sign-in: the code of the authenticator app, or one of the recovery codes. A wrong code says
 * so and keeps what was typed; a token that expired or was used up says so, and 'Voltar' starts the sign-in again.
 */
export default function SecondStepForm({ mfaToken, finishSignIn, errorMessage, onRestart }: SecondStepFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    if (code.trim().length < 6) {
      setError(MFA_MESSAGES.codeRequired);
      return;
    }
    setPending(true);
    setError(null);
    try {
      finishSignIn(await loginWithCode({ mfaToken, code: code.trim() }));
    } catch (failure) {
      setPending(false);
      const hasEnded = isApiError(failure) && failure.code === ERROR_CODES.MFA_CHALLENGE_ENDED;
      setError(hasEnded ? (failure.serverError ?? MFA_MESSAGES.challengeEnded) : errorMessage(failure));
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="space-y-5" noValidate>
      <TextField
        id="mfa-code"
        name="code"
        label="Código de verificação"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error ?? undefined}
        hint="Os 6 algarismos da aplicação de autenticação, ou um código de recuperação."
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        isLoading={isPending}
        icon={<ShieldCheck className="size-4" aria-hidden="true" />}
      >
        {isPending ? 'A verificar...' : 'Verificar'}
      </Button>
      <Button
        type="button"
        variant="ghost"
        className="w-full"
        icon={<ArrowLeft className="size-4" aria-hidden="true" />}
        onClick={onRestart}
      >
        Voltar
      </Button>
    </form>
  );
}

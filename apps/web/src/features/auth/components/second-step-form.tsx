import type { SessionResponse } from '@congregacao/shared/contracts/auth';
import type { MfaChallenge } from '@congregacao/shared/contracts/mfa';
import { ERROR_CODES } from '@congregacao/shared/error-codes';
import { MFA_MESSAGES } from '@congregacao/shared/mfa-messages';
import { ArrowLeft, KeyRound, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/language';
import { loginWithCode } from '../api/login-mfa';
import { signInWithPasskey } from '../api/passkey-sign-in';

export interface SecondStepFormProps {
  mfaToken: string;
  /** what the user can confirm with: a code (TOTP, recovery code), a passkey, or both */
  methods: NonNullable<MfaChallenge['methods']>;
  /** stores the session and leaves the sign-in screen (the login screen's own finish) */
  finishSignIn: (session: SessionResponse) => void;
  /** the person's words for a failed call (the login screen's catalogue) */
  errorMessage: (error: unknown) => string;
  /** back to the first step */
  onRestart: () => void;
}

/**
 * The second step of a sign-in: the code of the authenticator app, or one of the recovery codes, or a passkey (its
 * own sign-in, which stands for both factors). A wrong code says so and keeps what was typed; a token that expired or
 * was used up says so, and 'Voltar' starts the sign-in again.
 */
export default function SecondStepForm({
  mfaToken,
  methods,
  finishSignIn,
  errorMessage,
  onRestart,
}: SecondStepFormProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [isPasskeyPending, setPasskeyPending] = useState(false);
  const hasCode = methods.includes('totp');

  async function handlePasskey() {
    setPasskeyPending(true);
    setPasskeyError(null);
    try {
      finishSignIn(await signInWithPasskey());
    } catch (failure) {
      setPasskeyPending(false);
      setPasskeyError(errorMessage(failure));
    }
  }

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

  const passkeyButton = methods.includes('passkey') ? (
    <div className="space-y-2">
      <Button
        type="button"
        variant={hasCode ? 'secondary' : 'primary'}
        size="lg"
        className="w-full"
        isLoading={isPasskeyPending}
        icon={<KeyRound className="size-4" aria-hidden="true" />}
        onClick={() => void handlePasskey()}
      >
        {t('auth.secondStep.usePasskey')}
      </Button>
      {passkeyError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {passkeyError}
        </p>
      ) : null}
    </div>
  ) : null;
  const restartButton = (
    <Button
      type="button"
      variant="ghost"
      className="w-full"
      icon={<ArrowLeft className="size-4" aria-hidden="true" />}
      onClick={onRestart}
    >
      {t('auth.secondStep.back')}
    </Button>
  );

  if (!hasCode) {
    return (
      <div className="space-y-5">
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('auth.secondStep.passkeyOnly')}</p>
        {passkeyButton}
        {restartButton}
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="space-y-5" noValidate>
      <TextField
        id="mfa-code"
        name="code"
        label={t('auth.secondStep.code')}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error ?? undefined}
        hint={t('auth.secondStep.codeHint')}
      />
      <Button type="submit" size="lg" className="w-full" isLoading={isPending} icon={ShieldCheck}>
        {isPending ? t('auth.secondStep.verifying') : t('auth.secondStep.verify')}
      </Button>
      {passkeyButton}
      {restartButton}
    </form>
  );
}

import { USER_MESSAGES } from '@congregacao/shared/contracts/users';
import { PASSWORD_MIN } from '@congregacao/shared/limits';
import { AlertCircle, UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/language';

const newPassword = { type: 'password', autoComplete: 'new-password', required: true, className: 'py-3 text-base' };

export interface AcceptInvitationFormProps {
  onSubmit: (body: { username: string; password: string }) => void;
  isSubmitting: boolean;
  /** the server's refusal, in its own words */
  error: string | null;
}

/** The account a publisher creates from an invitation: a username and a password typed twice. */
export function AcceptInvitationForm({ onSubmit, isSubmitting, error }: AcceptInvitationFormProps) {
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const isMismatch = password !== confirmation;
    setMismatch(isMismatch);
    if (!isMismatch) onSubmit({ username: username.trim(), password });
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-5" noValidate>
      {error ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </div>
      ) : null}
      <TextField
        id="invite-username"
        label={t('auth.invitation.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        hint={t('auth.invitation.usernameHint')}
        value={username}
        onChange={(event) => setUsername(event.target.value.toLowerCase())}
        className="py-3 text-base"
      />
      <TextField
        id="invite-password"
        label={t('auth.invitation.password')}
        {...newPassword}
        minLength={PASSWORD_MIN}
        hint={USER_MESSAGES.passwordHint}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        id="invite-confirmation"
        label={t('auth.invitation.confirmPassword')}
        {...newPassword}
        error={mismatch ? USER_MESSAGES.newPasswordsDiffer : undefined}
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <Button
        type="submit"
        size="lg"
        className="min-h-12 w-full"
        isLoading={isSubmitting}
        icon={<UserPlus className="size-5" aria-hidden="true" />}
      >
        {t('auth.invitation.submit')}
      </Button>
    </form>
  );
}

import { AlertCircle, LogIn } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { INPUT_BORDER_CLASSES, INPUT_CLASSES, LABEL_CLASSES } from '../../../components/ui/input-styles';
import { useT } from '../../../lib/language';
import { loginErrorMessage } from '../api/login';

const INPUT = `${INPUT_CLASSES} ${INPUT_BORDER_CLASSES}`;

export interface LoginFormProps {
  onSubmit: (credentials: { username: string; password: string }) => void;
  isSubmitting: boolean;
  error: unknown;
}

/** Username (lower-cased as typed) and password. States: idle, submitting, error. */
export function LoginForm({ onSubmit, isSubmitting, error }: LoginFormProps) {
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    onSubmit({ username: username.trim(), password });
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-5" aria-describedby={error ? 'login-error' : undefined}>
      {error ? (
        <div
          id="login-error"
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{loginErrorMessage(error)}</span>
        </div>
      ) : null}
      <div>
        <label htmlFor="username" className={LABEL_CLASSES}>
          {t('signIn.username')}
        </label>
        <input
          id="username"
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={username}
          onChange={(event) => setUsername(event.target.value.toLowerCase())}
          className={INPUT}
        />
      </div>
      <div>
        <label htmlFor="password" className={LABEL_CLASSES}>
          {t('signIn.password')}
        </label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className={INPUT}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting} icon={LogIn}>
        {isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </form>
  );
}

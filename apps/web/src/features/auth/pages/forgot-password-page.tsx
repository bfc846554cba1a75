import { EMAILED_RESET_VALID_MINUTES } from '@congregacao/shared/password-reset-messages';
import { Mail } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { useT } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { requestPasswordReset } from '../api/password-reset';

type Answer = { canEmail: boolean } | null;

/** /recuperar-acesso: asks for a reset link by email; the answer never says whether the account exists (ADR 041). */
export function Component() {
  const t = useT();
  const [username, setUsername] = useState('');
  const [answer, setAnswer] = useState<Answer>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    setIsPending(true);
    setProblem(null);
    try {
      setAnswer(await requestPasswordReset(username.trim()));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('passwordReset.failed'));
    } finally {
      setIsPending(false);
    }
  }

  return (
    <div className="flex min-h-[70vh] items-center justify-center py-6">
      <Card className="w-full max-w-sm space-y-5 sm:p-8">
        <h1 className="text-center text-2xl font-bold text-gray-900 dark:text-gray-100">
          {t('passwordReset.requestTitle')}
        </h1>
        {answer ? (
          <Notice tone={answer.canEmail ? 'success' : 'warning'}>
            {answer.canEmail ? t('passwordReset.requestSent') : t('passwordReset.askSecretary')}
          </Notice>
        ) : (
          <form onSubmit={(event) => void handleSubmit(event)} className="space-y-5">
            <p className="text-sm text-gray-700 dark:text-gray-300">
              {t('passwordReset.requestIntro', { minutes: EMAILED_RESET_VALID_MINUTES })}
            </p>
            {problem ? (
              <Notice tone="danger" role="alert">
                {problem}
              </Notice>
            ) : null}
            <TextField
              id="reset-username"
              label={t('signIn.username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={username}
              onChange={(event) => setUsername(event.target.value.toLowerCase())}
            />
            <Button type="submit" size="lg" className="w-full" isLoading={isPending} icon={Mail}>
              {t('passwordReset.requestSubmit')}
            </Button>
          </form>
        )}
        <ButtonLink to={paths.login.href()} variant="ghost" className="w-full">
          {t('passwordReset.backToLogin')}
        </ButtonLink>
      </Card>
    </div>
  );
}

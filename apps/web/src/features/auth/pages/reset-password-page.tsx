import { PASSWORD_MIN } from '@congregacao/shared/limits';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { NewPasswordFields } from '../../../components/ui/account-fields';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { useT } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { resetPassword } from '../api/password-reset';

/** /repor-password/{token}: the one-time link's page, a new password typed twice (ADR 041). */
export function Component() {
  const t = useT();
  const token = useParams().token ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  const [isPending, setIsPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    if (password !== confirmation) return setProblem(t('passwordReset.mismatch'));
    setIsPending(true);
    setProblem(null);
    try {
      await resetPassword(token, { newPassword: password });
      setIsDone(true);
    } catch (error) {
      // the server's reason: used, expired, unknown, or the password's own rule
      setProblem(error instanceof Error ? error.message : t('passwordReset.failed'));
    } finally {
      setIsPending(false);
    }
  }

  return (
    <div className="flex min-h-[70vh] items-center justify-center py-6">
      <Card className="w-full max-w-sm space-y-5 sm:p-8">
        <h1 className="text-center text-2xl font-bold text-gray-900 dark:text-gray-100">
          {t('passwordReset.resetTitle')}
        </h1>
        {problem ? (
          <Notice tone="danger" role="alert">
            {problem}
          </Notice>
        ) : null}
        {isDone ? (
          <Notice tone="success">{t('passwordReset.done')}</Notice>
        ) : (
          <form onSubmit={(event) => void handleSubmit(event)} className="space-y-5">
            <NewPasswordFields
              password={{
                id: 'reset-password',
                label: t('passwordReset.newPassword'),
                required: true,
                minLength: PASSWORD_MIN,
                value: password,
                onChange: (event) => setPassword(event.target.value),
              }}
              confirm={{
                id: 'reset-password-repeat',
                label: t('passwordReset.repeatPassword'),
                required: true,
                value: confirmation,
                onChange: (event) => setConfirmation(event.target.value),
              }}
            />
            <Button type="submit" size="lg" className="w-full" isLoading={isPending} icon={KeyRound}>
              {t('passwordReset.resetSubmit')}
            </Button>
          </form>
        )}
        <ButtonLink to={paths.login.href()} variant={isDone ? 'primary' : 'ghost'} className="w-full">
          {t('passwordReset.backToLogin')}
        </ButtonLink>
      </Card>
    </div>
  );
}

import { said } from '@congregacao/shared/contracts/common';
import type { RecentFactor } from '@congregacao/shared/contracts/sessions';
import type { User } from '@congregacao/shared/contracts/user';
import { changePasswordBodySchema, USER_MESSAGES } from '@congregacao/shared/contracts/users';
import { t as translate } from '@congregacao/shared/i18n/translate';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { NewPasswordFields, PasswordField } from '../../../components/ui/account-fields';
import { Button } from '../../../components/ui/button';
import { bindField } from '../../../components/ui/field-binding';
import { useT } from '../../../lib/language';
import { updateStoredUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { PREFERENCE_MESSAGES, passwordErrorMessage } from '../utils/messages';
import { RecentFactorsNotice } from './recent-factors-notice';

const passwordFormSchema = changePasswordBodySchema
  .omit({ username: true })
  .extend({
    currentPassword: z.string().min(
      1,
      said(() => translate('preferences.security.currentRequired')),
    ),
    confirmPassword: z.string().min(
      1,
      said(() => translate('preferences.security.confirmRequired')),
    ),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    ...said(() => USER_MESSAGES.newPasswordsDiffer),
  });
type PasswordValues = z.infer<typeof passwordFormSchema>;

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Segurança: current password, new password (6+), confirmation. Then the factors added in the last day, if any, to
 * remove (ADR 038); the new user is stored (the guards read it) once they are dealt with, so the forced password
 * change keeps this screen until then.
 */
export function SecurityTab({ user }: { user: User }) {
  const change = useChangePassword();
  const form = useForm<PasswordValues>({ resolver: zodResolver(passwordFormSchema), defaultValues: EMPTY });
  const { handleSubmit, reset } = form;
  const [recent, setRecent] = useState<RecentFactor[] | null>(null);

  function onSubmit({ currentPassword, newPassword }: PasswordValues) {
    change.mutate(
      { currentPassword, newPassword, username: user.username },
      {
        onSuccess: ({ user: changed, recentFactors }) => {
          toast.success(PREFERENCE_MESSAGES.passwordSaved);
          reset(EMPTY);
          if (recentFactors.length > 0) setRecent(recentFactors);
          else updateStoredUser(changed);
        },
        onError: (error) => toast.error(passwordErrorMessage(error)),
      },
    );
  }

  return (
    <div className="space-y-4">
      <PasswordForm form={form} onSubmit={handleSubmit(onSubmit)} isPending={change.isPending} />
      {recent ? <RecentFactorsNotice factors={recent} onDone={() => setRecent(null)} /> : null}
    </div>
  );
}

function PasswordForm({
  form,
  onSubmit,
  isPending,
}: {
  form: UseFormReturn<PasswordValues>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isPending: boolean;
}) {
  const t = useT();
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      <PasswordField
        id="currentPassword"
        label={t('preferences.security.current')}
        {...bindField(form, 'currentPassword')}
      />
      <NewPasswordFields
        password={{
          id: 'newPassword',
          label: t('preferences.security.new'),
          ...bindField(form, 'newPassword'),
        }}
        confirm={{
          id: 'confirmNewPassword',
          label: t('preferences.security.confirm'),
          ...bindField(form, 'confirmPassword'),
        }}
      />
      <Button type="submit" isLoading={isPending} icon={KeyRound}>
        {t('preferences.security.submit')}
      </Button>
    </form>
  );
}

import type { User } from '@congregacao/shared/contracts/user';
import { changePasswordBodySchema, USER_MESSAGES } from '@congregacao/shared/contracts/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { NewPasswordFields, PasswordField } from '../../../components/ui/account-fields';
import { Button } from '../../../components/ui/button';
import { bindField } from '../../../components/ui/field-binding';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { PREFERENCE_MESSAGES, passwordErrorMessage } from '../utils/messages';

const passwordFormSchema = changePasswordBodySchema
  .omit({ username: true })
  .extend({
    currentPassword: z.string().min(1, 'A password atual é obrigatória.'),
    confirmPassword: z.string().min(1, 'Confirme a nova palavra-passe.'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: USER_MESSAGES.newPasswordsDiffer,
  });
type PasswordValues = z.infer<typeof passwordFormSchema>;

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Segurança: current password, new password (6+), confirmation. */
export function SecurityTab({ user }: { user: User }) {
  const change = useChangePassword();
  const form = useForm<PasswordValues>({ resolver: zodResolver(passwordFormSchema), defaultValues: EMPTY });
  const { handleSubmit, reset } = form;

  function onSubmit({ currentPassword, newPassword }: PasswordValues) {
    change.mutate(
      { currentPassword, newPassword, username: user.username },
      {
        onSuccess: () => {
          toast.success(PREFERENCE_MESSAGES.passwordSaved);
          reset(EMPTY);
        },
        onError: (error) => toast.error(passwordErrorMessage(error)),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="max-w-md space-y-4">
      <PasswordField id="currentPassword" label="Password atual *" {...bindField(form, 'currentPassword')} />
      <NewPasswordFields
        password={{
          id: 'newPassword',
          label: 'Nova password *',
          ...bindField(form, 'newPassword'),
        }}
        confirm={{
          id: 'confirmNewPassword',
          label: 'Confirmar nova password *',
          ...bindField(form, 'confirmPassword'),
        }}
      />
      <Button type="submit" isLoading={change.isPending} icon={KeyRound}>
        Atualizar Password
      </Button>
    </form>
  );
}

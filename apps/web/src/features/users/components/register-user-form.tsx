import { said } from '@congregacao/shared/contracts/common';
import type { ServiceGroup } from '@congregacao/shared/contracts/groups';
import { registerUserBodySchema, USER_MESSAGES } from '@congregacao/shared/contracts/users';
import {
  DEFAULT_REGISTRATION_ROLE,
  REGISTRATION_ROLES,
  USER_ROLE_LABELS,
  type UserRole,
} from '@congregacao/shared/enums';
import { assignableRoles } from '@congregacao/shared/user-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { NewPasswordFields, UsernameField } from '../../../components/ui/account-fields';
import { Button, SubmitButton } from '../../../components/ui/button';
import { bindField } from '../../../components/ui/field-binding';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/language';
import { groupOptions } from '../../../lib/queries/service-groups';
import { toast } from '../../../lib/toast';
import { useRegisterUser } from '../api/register-user';
import { duplicateField, userSaveErrorMessage } from '../utils/user-errors';

/** The API's registration schema plus the form-only rules: a group is required and the passwords match. */
const registerFormSchema = registerUserBodySchema
  .extend({
    groupId: z.coerce
      .number<string | number>()
      .int()
      .positive(said(() => USER_MESSAGES.groupRequired)),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    ...said(() => USER_MESSAGES.passwordsDiffer),
  });
type FormInput = z.input<typeof registerFormSchema>;
type FormOutput = z.output<typeof registerFormSchema>;

export interface RegisterUserFormProps {
  groups: ServiceGroup[];
  actorRole: UserRole;
  onDone: () => void;
}

/** Username, display name, optional email, password twice, account type and group (spec point 2 and 5). */
export function RegisterUserForm({ groups, actorRole, onDone }: RegisterUserFormProps) {
  const t = useT();
  const registration = useRegisterUser();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onBlur',
    defaultValues: {
      username: '',
      displayName: '',
      email: '',
      password: '',
      confirmPassword: '',
      role: DEFAULT_REGISTRATION_ROLE as FormInput['role'],
      groupId: groups[0]?.id ?? '',
    },
  });
  const { handleSubmit, setError } = form;
  const roleOptions = assignableRoles(actorRole, REGISTRATION_ROLES).map((role) => ({
    value: role,
    label: USER_ROLE_LABELS[role],
  }));

  function onSubmit({ confirmPassword: _confirm, ...body }: FormOutput) {
    registration.mutate(body, {
      onSuccess: () => {
        toast.success(t('user.register.success'));
        onDone();
      },
      onError: (error) => {
        const duplicate = duplicateField(error);
        if (duplicate) setError(duplicate.field, { message: duplicate.message }, { shouldFocus: true });
        else toast.error(userSaveErrorMessage(error, t('user.register.failed')));
      },
    });
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-5 sm:grid-cols-2">
      <UsernameField
        id="username"
        label={t('user.edit.username')}
        autoComplete="off"
        {...bindField(form, 'username')}
      />
      <TextField id="displayName" label={t('user.register.displayName')} {...bindField(form, 'displayName')} />
      <TextField
        id="email"
        type="email"
        label={t('user.edit.email')}
        autoComplete="off"
        {...bindField(form, 'email')}
      />
      <div className="hidden sm:block" />
      <NewPasswordFields
        password={{ id: 'password', label: t('user.register.password'), ...bindField(form, 'password') }}
        confirm={{
          id: 'confirmPassword',
          label: t('user.register.confirmPassword'),
          ...bindField(form, 'confirmPassword'),
        }}
      />
      <SelectField id="role" label={t('user.register.role')} options={roleOptions} {...bindField(form, 'role')} />
      <SelectField
        id="groupId"
        label={t('user.register.group')}
        options={groupOptions(groups)}
        {...bindField(form, 'groupId')}
      />
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onDone} disabled={registration.isPending}>
          {t('ui.cancel')}
        </Button>
        <SubmitButton isPending={registration.isPending} pendingLabel={t('user.register.submitting')} icon={UserPlus}>
          {t('user.register.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

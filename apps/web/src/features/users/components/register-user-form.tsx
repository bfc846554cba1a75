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
import { groupOptions } from '../../../lib/queries/service-groups';
import { toast } from '../../../lib/toast';
import { useRegisterUser } from '../api/register-user';
import { duplicateField, userSaveErrorMessage } from '../utils/user-errors';

export const REGISTER_SUCCESS_MESSAGE = 'Utilizador registado com sucesso!';
const REGISTER_ERROR_MESSAGE = 'Erro ao criar utilizador!';

/** The API's registration schema plus the form-only rules: a group is required and the passwords match. */
const registerFormSchema = registerUserBodySchema
  .extend({
    groupId: z.coerce.number<string | number>().int().positive(USER_MESSAGES.groupRequired),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: USER_MESSAGES.passwordsDiffer,
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
        toast.success(REGISTER_SUCCESS_MESSAGE);
        onDone();
      },
      onError: (error) => {
        const duplicate = duplicateField(error);
        if (duplicate) setError(duplicate.field, { message: duplicate.message }, { shouldFocus: true });
        else toast.error(userSaveErrorMessage(error, REGISTER_ERROR_MESSAGE));
      },
    });
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-5 sm:grid-cols-2">
      <UsernameField id="username" label="Nome de utilizador *" autoComplete="off" {...bindField(form, 'username')} />
      <TextField id="displayName" label="Nome de exibição *" {...bindField(form, 'displayName')} />
      <TextField id="email" type="email" label="Email (opcional)" autoComplete="off" {...bindField(form, 'email')} />
      <div className="hidden sm:block" />
      <NewPasswordFields
        password={{ id: 'password', label: 'Password *', ...bindField(form, 'password') }}
        confirm={{
          id: 'confirmPassword',
          label: 'Confirmar password *',
          ...bindField(form, 'confirmPassword'),
        }}
      />
      <SelectField id="role" label="Tipo de conta *" options={roleOptions} {...bindField(form, 'role')} />
      <SelectField id="groupId" label="Grupo *" options={groupOptions(groups)} {...bindField(form, 'groupId')} />
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onDone} disabled={registration.isPending}>
          Cancelar
        </Button>
        <SubmitButton isPending={registration.isPending} pendingLabel="A registar..." icon={UserPlus}>
          Registar Utilizador
        </SubmitButton>
      </div>
    </form>
  );
}

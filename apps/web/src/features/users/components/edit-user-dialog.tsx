import type { ServiceGroup } from '@congregacao/shared/contracts/groups';
import type { User } from '@congregacao/shared/contracts/user';
import { updateUserBodySchema } from '@congregacao/shared/contracts/users';
import { USER_ROLE_LABELS, USER_ROLES, type UserRole } from '@congregacao/shared/enums';
import { assignableRoles } from '@congregacao/shared/user-rules';
import { DialogTitle } from '@headlessui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { UsernameField } from '../../../components/ui/account-fields';
import { Button } from '../../../components/ui/button';
import { bindField } from '../../../components/ui/field-binding';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { useT } from '../../../lib/language';
import { groupOptions } from '../../../lib/queries/service-groups';

/**
 * The shared update schema, with the group select's string value turned into an id (or null). The role is
 * undefined when its select is disabled (editing oneself), which the API reads as "unchanged".
 */
export const editFormSchema = updateUserBodySchema
  .extend({
    groupId: z.string().transform((value) => (value ? Number(value) : null)),
    removeEmail: z.boolean().optional(),
  })
  // an empty email box is left out (spec: "omitted when empty"), so the address stays; only 'Remover o email' removes it
  .transform(({ removeEmail, email, ...body }) => {
    const payload: typeof body & { email?: string | null } = { ...body };
    if (removeEmail) payload.email = null;
    else if (email) payload.email = email;
    return payload;
  });
type FormInput = z.input<typeof editFormSchema>;
export type EditUserValues = z.output<typeof editFormSchema>;

export interface EditUserDialogProps {
  user: User | null;
  groups: ServiceGroup[];
  actorRole: UserRole;
  /** the signed-in user edits themselves: the role cannot change */
  isSelf: boolean;
  isPending: boolean;
  onSubmit: (values: EditUserValues) => void;
  onClose: () => void;
}

function EditUserForm({
  user,
  groups,
  actorRole,
  isSelf,
  isPending,
  onSubmit,
  onClose,
}: EditUserDialogProps & { user: User }) {
  const t = useT();
  const form = useForm<FormInput, unknown, EditUserValues>({
    resolver: zodResolver(editFormSchema),
    defaultValues: {
      username: user.username,
      displayName: user.displayName ?? '',
      role: user.role,
      groupId: user.groupId ? String(user.groupId) : '',
      email: user.email ?? '',
      removeEmail: false,
    },
  });
  const { handleSubmit, watch } = form;
  const isRemovingEmail = watch('removeEmail');
  const roles = new Set<UserRole>([...assignableRoles(actorRole, USER_ROLES), user.role]);
  const roleOptions = USER_ROLES.filter((role) => roles.has(role)).map((role) => ({
    value: role,
    label: USER_ROLE_LABELS[role],
  }));
  const groupChoices = [{ value: '', label: t('ui.group.none') }, ...groupOptions(groups)];

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-4 space-y-4">
      <UsernameField id="edit-username" label={t('user.edit.username')} {...bindField(form, 'username')} />
      <TextField id="edit-displayName" label={t('user.edit.displayName')} {...bindField(form, 'displayName')} />
      <SelectField
        id="edit-role"
        label={t('user.edit.role')}
        options={roleOptions}
        disabled={isSelf}
        hint={isSelf ? t('user.edit.ownRole') : undefined}
        {...form.register('role')}
      />
      <SelectField
        id="edit-groupId"
        label={t('user.edit.group')}
        options={groupChoices}
        {...form.register('groupId')}
      />
      <TextField
        id="edit-email"
        type="email"
        label={t('user.edit.email')}
        disabled={isRemovingEmail}
        hint={user.email ? t('user.edit.keepEmail') : undefined}
        {...bindField(form, 'email')}
      />
      {user.email ? (
        <label className="flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
          <input type="checkbox" className="size-4" {...form.register('removeEmail')} />
          {t('user.edit.removeEmail')}
        </label>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose} disabled={isPending}>
          {t('ui.cancel')}
        </Button>
        <Button type="submit" isLoading={isPending}>
          {t('user.edit.submit')}
        </Button>
      </div>
    </form>
  );
}

/** 'Editar Utilizador': username (required), display name, role, group, optional email. */
export function EditUserDialog(props: EditUserDialogProps) {
  const { user, isPending, onClose } = props;
  const t = useT();
  return (
    <Modal isOpen={user !== null} onClose={onClose} isPending={isPending} width="lg">
      <DialogTitle className="text-lg font-semibold text-gray-900 dark:text-gray-100">
        {t('user.edit.title')}
      </DialogTitle>
      {user ? <EditUserForm key={user.id} {...props} user={user} /> : null}
    </Modal>
  );
}

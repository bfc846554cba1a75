import type { User } from '@congregacao/shared/contracts/user';
import { t } from '@congregacao/shared/i18n/translate';
import { useState } from 'react';
import { updateStoredUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useUpdateUser } from '../api/update-user';
import type { EditUserValues } from '../components/edit-user-dialog';
import { userSaveErrorMessage } from '../utils/user-errors';

/** The 'Editar Utilizador' dialog's target and its save (spec point 8: toasts; point 4: own record refreshed). */
export function useEditUser(actorId: number | undefined) {
  const [editing, setEditing] = useState<User | null>(null);
  const update = useUpdateUser();

  function save(values: EditUserValues) {
    if (!editing) return;
    const isSelf = editing.id === actorId;
    update.mutate(
      { id: editing.id, body: values },
      {
        onSuccess: ({ user }) => {
          if (isSelf) updateStoredUser(user);
          const updated = t('user.edit.updated');
          toast.success(isSelf ? updated : `${updated} ${t('user.edit.sessionsEnded')}`);
          setEditing(null);
        },
        onError: (error) => toast.error(userSaveErrorMessage(error, t('user.edit.failed'))),
      },
    );
  }

  return { editing, open: setEditing, close: () => setEditing(null), save, isSaving: update.isPending };
}

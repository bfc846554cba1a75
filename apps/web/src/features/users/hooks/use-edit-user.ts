import type { User } from '@congregacao/shared/contracts/user';
import { useState } from 'react';
import { updateStoredUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useUpdateUser } from '../api/update-user';
import type { EditUserValues } from '../components/edit-user-dialog';
import { userSaveErrorMessage } from '../utils/user-errors';

export const UPDATE_SUCCESS_MESSAGE = 'Utilizador atualizado com sucesso!';
export const SESSIONS_ENDED_NOTE = 'Todas as sessões do utilizador foram invalidadas.';

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
          toast.success(isSelf ? UPDATE_SUCCESS_MESSAGE : `${UPDATE_SUCCESS_MESSAGE} ${SESSIONS_ENDED_NOTE}`);
          setEditing(null);
        },
        onError: (error) => toast.error(userSaveErrorMessage(error, 'Erro ao atualizar utilizador')),
      },
    );
  }

  return { editing, open: setEditing, close: () => setEditing(null), save, isSaving: update.isPending };
}

import type { User } from '@congregacao/shared/contracts/user';
import { useState } from 'react';
import { withServerReason } from '../../../lib/api-client';
import { userLabel, useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useDeleteUser, useInvalidateSessions, useRestoreUser } from '../api/user-actions';

export type UserActionKind = 'delete' | 'restore' | 'invalidate';

interface ActionText {
  title: string;
  /** `isSelf`: the signed-in user acting on their own account */
  message: (name: string, isSelf: boolean) => string;
  confirmLabel: string;
  isDanger: boolean;
  success: string;
  failure: string;
}

/** Confirmation wording (spec point 5) and toasts (spec point 8, "User management") of each action. */
export const USER_ACTIONS: Record<UserActionKind, ActionText> = {
  delete: {
    title: 'Eliminar Utilizador',
    message: () => 'Tem a certeza que deseja eliminar este utilizador?',
    confirmLabel: 'Eliminar',
    isDanger: true,
    success: 'Utilizador eliminado com sucesso!',
    failure: 'Erro ao eliminar utilizador',
  },
  restore: {
    title: 'Restaurar Utilizador',
    message: (name) => `Tem a certeza que deseja restaurar o utilizador ${name}?`,
    confirmLabel: 'Restaurar',
    isDanger: false,
    success: 'Utilizador restaurado com sucesso!',
    failure: 'Erro ao restaurar utilizador',
  },
  invalidate: {
    title: 'Invalidar Sessões',
    message: (name, isSelf) =>
      isSelf
        ? 'Tem a certeza que deseja invalidar todas as suas sessões? Esta sessão também termina: terá de iniciar sessão novamente.'
        : `Tem a certeza que deseja invalidar todas as sessões de ${name}? O utilizador terá de iniciar sessão novamente.`,
    confirmLabel: 'Invalidar Sessões',
    isDanger: true,
    success: 'Sessões do utilizador invalidadas com sucesso!',
    failure: 'Erro ao invalidar sessões do utilizador',
  },
};

/** The action waiting for confirmation, and running it with its toasts. */
export function useUserActions() {
  const session = useSession();
  const [pending, setPending] = useState<{ kind: UserActionKind; user: User } | null>(null);
  const mutations = { delete: useDeleteUser(), restore: useRestoreUser(), invalidate: useInvalidateSessions() };
  const running = pending ? mutations[pending.kind] : null;

  function confirm() {
    if (!pending || !running) return;
    const text = USER_ACTIONS[pending.kind];
    running.mutate(pending.user.id, {
      onSuccess: () => toast.success(text.success),
      onError: (error) => toast.error(withServerReason(text.failure, error)),
      onSettled: () => setPending(null),
    });
  }

  const text = pending ? USER_ACTIONS[pending.kind] : null;
  return {
    pending,
    text,
    message: pending && text ? text.message(userLabel(pending.user), pending.user.id === session.user?.id) : '',
    isRunning: running?.isPending ?? false,
    ask: (kind: UserActionKind, user: User) => setPending({ kind, user }),
    cancel: () => setPending(null),
    confirm,
  };
}

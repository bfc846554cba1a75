import type { User } from '@congregacao/shared/contracts/user';
import { useState } from 'react';
import { userLabel } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useDeleteUser, useInvalidateSessions, useRestoreUser } from '../api/user-actions';

export type UserActionKind = 'delete' | 'restore' | 'invalidate';

interface ActionText {
  title: string;
  message: (name: string) => string;
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
    message: (name) =>
      `Tem a certeza que deseja invalidar todas as sessões de ${name}? O utilizador terá de iniciar sessão novamente.`,
    confirmLabel: 'Invalidar Sessões',
    isDanger: true,
    success: 'Sessões do utilizador invalidadas com sucesso!',
    failure: 'Erro ao invalidar sessões do utilizador',
  },
};

/** The action waiting for confirmation, and running it with its toasts. */
export function useUserActions() {
  const [pending, setPending] = useState<{ kind: UserActionKind; user: User } | null>(null);
  const mutations = { delete: useDeleteUser(), restore: useRestoreUser(), invalidate: useInvalidateSessions() };
  const running = pending ? mutations[pending.kind] : null;

  function confirm() {
    if (!pending || !running) return;
    const text = USER_ACTIONS[pending.kind];
    running.mutate(pending.user.id, {
      onSuccess: () => toast.success(text.success),
      onError: () => toast.error(text.failure),
      onSettled: () => setPending(null),
    });
  }

  return {
    pending,
    text: pending ? USER_ACTIONS[pending.kind] : null,
    name: pending ? userLabel(pending.user) : '',
    isRunning: running?.isPending ?? false,
    ask: (kind: UserActionKind, user: User) => setPending({ kind, user }),
    cancel: () => setPending(null),
    confirm,
  };
}

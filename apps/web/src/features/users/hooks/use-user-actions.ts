import type { User } from '@congregacao/shared/contracts/user';
import { t } from '@congregacao/shared/i18n/translate';
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
export function userActionText(kind: UserActionKind): ActionText {
  switch (kind) {
    case 'delete':
      return {
        title: t('user.action.delete.title'),
        message: () => t('user.action.delete.message'),
        confirmLabel: t('user.action.delete.confirm'),
        isDanger: true,
        success: t('user.action.delete.success'),
        failure: t('user.action.delete.failure'),
      };
    case 'restore':
      return {
        title: t('user.action.restore.title'),
        message: (name) => t('user.action.restore.message', { name }),
        confirmLabel: t('user.action.restore.confirm'),
        isDanger: false,
        success: t('user.action.restore.success'),
        failure: t('user.action.restore.failure'),
      };
    case 'invalidate':
      return {
        title: t('user.action.invalidate.title'),
        message: (name, isSelf) =>
          isSelf ? t('user.action.invalidate.messageSelf') : t('user.action.invalidate.message', { name }),
        confirmLabel: t('user.action.invalidate.confirm'),
        isDanger: true,
        success: t('user.action.invalidate.success'),
        failure: t('user.action.invalidate.failure'),
      };
  }
}

/** The action waiting for confirmation, and running it with its toasts. */
export function useUserActions() {
  const session = useSession();
  const [pending, setPending] = useState<{ kind: UserActionKind; user: User } | null>(null);
  const mutations = { delete: useDeleteUser(), restore: useRestoreUser(), invalidate: useInvalidateSessions() };
  const running = pending ? mutations[pending.kind] : null;

  function confirm() {
    if (!pending || !running) return;
    const text = userActionText(pending.kind);
    running.mutate(pending.user.id, {
      onSuccess: () => toast.success(text.success),
      onError: (error) => toast.error(withServerReason(text.failure, error)),
      onSettled: () => setPending(null),
    });
  }

  const text = pending ? userActionText(pending.kind) : null;
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

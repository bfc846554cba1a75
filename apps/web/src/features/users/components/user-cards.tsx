import type { User } from '@congregacao/shared/contracts/user';
import type { UserRole } from '@congregacao/shared/enums';
import { canDeleteAccount, canManageAccount } from '@congregacao/shared/user-rules';
import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { userLabel } from '../../../lib/session';
import type { UserActionKind } from '../hooks/use-user-actions';
import { formatDateTime } from '../utils/format';
import { PasswordResetLinkButton } from './password-reset-link-button';
import { UserActionsMenu } from './user-actions-menu';
import { UserCardShell } from './user-card-shell';

interface Actor {
  id: number;
  role: UserRole;
}

export interface ActiveUserCardProps {
  user: User;
  actor: Actor;
  onEdit: (user: User) => void;
  onAction: (kind: UserActionKind, user: User) => void;
}

/**
 * An active user: the actions only where the shared rules allow them (canManageAccount: none on an account the
 * actor may not manage, such as a Secretary on an Admin's; never 'Eliminar' for oneself).
 */
export function ActiveUserCard({ user, actor, onEdit, onAction }: ActiveUserCardProps) {
  const mayManage = canManageAccount(actor.role, user.role);
  return (
    <UserCardShell
      user={user}
      actions={
        mayManage ? (
          <UserActionsMenu
            userName={userLabel(user)}
            onEdit={() => onEdit(user)}
            onInvalidateSessions={() => onAction('invalidate', user)}
            onDelete={canDeleteAccount(actor.id, user.id) ? () => onAction('delete', user) : undefined}
          />
        ) : null
      }
      footer={mayManage ? <PasswordResetLinkButton user={user} /> : null}
    />
  );
}

export interface DeletedUserCardProps {
  user: User;
  actor: Actor;
  onAction: (kind: UserActionKind, user: User) => void;
}

/** A deleted user: when it was deleted (pt-PT date and time) and 'Restaurar'. */
export function DeletedUserCard({ user, actor, onAction }: DeletedUserCardProps) {
  return (
    <UserCardShell
      user={user}
      footer={
        <div className="flex flex-wrap items-center gap-3">
          {user.deleted_at ? (
            <span className="text-xs text-gray-600 dark:text-gray-400">
              Eliminado em {formatDateTime(user.deleted_at)}
            </span>
          ) : null}
          {canManageAccount(actor.role, user.role) ? (
            <Button size="sm" variant="success" onClick={() => onAction('restore', user)} icon={RotateCcw}>
              Restaurar
            </Button>
          ) : null}
        </div>
      }
    />
  );
}

import type { User } from '@congregacao/shared/contracts/user';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { useT } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { userLabel } from '../../../lib/session';
import { RoleBadge } from './role-badge';

/**
 * What active and deleted user cards share: initial, name, username, ID, group, the linked publisher's record (a
 * publisher's own account, issue 23), email, role badge.
 */
export function UserCardShell({ user, footer, actions }: { user: User; footer?: ReactNode; actions?: ReactNode }) {
  const t = useT();
  const name = userLabel(user);
  return (
    <li
      data-testid="user-card"
      data-username={user.username}
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-700 dark:bg-gray-900"
    >
      <div className="flex items-start gap-3">
        <Avatar name={name} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-gray-900 dark:text-gray-100">{name}</h2>
          <p className="truncate text-sm text-gray-600 dark:text-gray-400">@{user.username}</p>
        </div>
        {actions}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-600 dark:text-gray-400">ID</dt>
        <dd className="text-gray-900 dark:text-gray-100">{user.id}</dd>
        <dt className="text-gray-600 dark:text-gray-400">{t('user.card.group')}</dt>
        <dd className="text-gray-900 dark:text-gray-100">{user.groupNumber ?? '—'}</dd>
        {user.publisherId !== null ? (
          <>
            <dt className="text-gray-600 dark:text-gray-400">{t('user.card.publisher')}</dt>
            <dd>
              <Link
                to={paths.editPublisher.href(user.publisherId)}
                className="text-primary-700 underline hover:text-primary-800 dark:text-primary-300"
              >
                {t('user.card.linkedRecord')}
              </Link>
            </dd>
          </>
        ) : null}
        {user.email ? (
          <>
            <dt className="text-gray-600 dark:text-gray-400">{t('user.card.email')}</dt>
            <dd className="truncate text-gray-900 dark:text-gray-100">{user.email}</dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RoleBadge role={user.role} />
        {footer}
      </div>
    </li>
  );
}

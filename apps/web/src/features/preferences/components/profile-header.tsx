import type { User } from '@congregacao/shared/contracts/user';
import { USER_ROLE_LABELS } from '@congregacao/shared/enums';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { userLabel } from '../../../lib/session';

/** Initial, display name (or username), username and role. */
export function ProfileHeader({ user }: { user: User }) {
  const name = userLabel(user);
  return (
    <Card className="mb-6 flex items-center gap-4">
      <Avatar name={name} size="xl" tone="solid" />
      <div className="min-w-0">
        <p className="truncate text-xl font-semibold text-gray-900 dark:text-gray-100" data-testid="profile-name">
          {name}
        </p>
        <p className="truncate text-sm text-gray-600 dark:text-gray-400">@{user.username}</p>
        <p className="text-sm font-medium text-primary-700 dark:text-primary-300">{USER_ROLE_LABELS[user.role]}</p>
      </div>
    </Card>
  );
}

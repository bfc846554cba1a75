import { USER_ROLE_LABELS, type UserRole } from '@congregacao/shared/enums';

/** Role colours of spec point 2: Elder blue, Admin green, Secretary red. */
const ROLE_COLOURS: Record<UserRole, string> = {
  Elder: 'bg-blue-100 text-blue-800 ring-blue-600/20 dark:bg-blue-950 dark:text-blue-200',
  Admin: 'bg-green-100 text-green-800 ring-green-600/20 dark:bg-green-950 dark:text-green-200',
  Secretary: 'bg-red-100 text-red-800 ring-red-600/20 dark:bg-red-950 dark:text-red-200',
  Publisher: 'bg-gray-100 text-gray-800 ring-gray-500/20 dark:bg-gray-800 dark:text-gray-200',
};

export function RoleBadge({ role }: { role: UserRole }) {
  return (
    <span
      data-role={role}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${ROLE_COLOURS[role]}`}
    >
      {USER_ROLE_LABELS[role]}
    </span>
  );
}

import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { LucideIcon } from 'lucide-react';
import { EllipsisVertical, LogOut, Pencil, Trash2 } from 'lucide-react';
import { useT } from '../../../lib/language';

const ITEM =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-gray-800 data-focus:bg-gray-100 dark:text-gray-100 dark:data-focus:bg-gray-800';

export interface UserActionsMenuProps {
  userName: string;
  onEdit: () => void;
  onInvalidateSessions: () => void;
  /** absent for oneself */
  onDelete?: () => void;
}

function Item({
  icon: Icon,
  label,
  onClick,
  danger,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <MenuItem>
      <button type="button" onClick={onClick} className={`${ITEM} ${danger ? 'text-red-700 dark:text-red-400' : ''}`}>
        <Icon className="size-4" aria-hidden="true" />
        {label}
      </button>
    </MenuItem>
  );
}

/** The card's actions: 'Editar', 'Invalidar Sessões', 'Eliminar'. */
export function UserActionsMenu({ userName, onEdit, onInvalidateSessions, onDelete }: UserActionsMenuProps) {
  const t = useT();
  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={t('user.menu.label', { name: userName })}
        className="rounded-lg p-1.5 text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-700 dark:text-gray-300 dark:hover:bg-gray-800"
      >
        <EllipsisVertical className="size-5" aria-hidden="true" />
      </MenuButton>
      {/* not modal and not in a portal: the page stays in the accessibility tree and the menu inside its landmark */}
      <MenuItems
        modal={false}
        className="absolute right-0 z-40 mt-1 w-52 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg focus:outline-none dark:border-gray-700 dark:bg-gray-900"
      >
        <Item icon={Pencil} label={t('user.menu.edit')} onClick={onEdit} />
        <Item icon={LogOut} label={t('user.menu.invalidate')} onClick={onInvalidateSessions} />
        {onDelete ? <Item icon={Trash2} label={t('user.menu.delete')} onClick={onDelete} danger /> : null}
      </MenuItems>
    </Menu>
  );
}

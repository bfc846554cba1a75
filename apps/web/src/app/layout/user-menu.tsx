import { USER_ROLE_LABELS } from '@congregacao/shared/enums';
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { ChevronDown, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { useT } from '../../lib/language';
import { type Session, userLabel } from '../../lib/session';
import { accountNavItems } from './nav-items';
import { ThemeToggle } from './theme-toggle';

const ITEM =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-gray-800 data-focus:bg-gray-100 dark:text-gray-100 dark:data-focus:bg-gray-800';

/** Desktop user menu: name with role underneath; theme, account links and 'Sair'. */
export function UserMenu({ session, onSignOut }: { session: Session; onSignOut: () => Promise<void> }) {
  const t = useT();
  const name = userLabel(session.user) || t('nav.user');
  const roleLabel = session.role ? USER_ROLE_LABELS[session.role] : '';
  return (
    <Menu as="div" className="relative">
      <MenuButton
        data-testid="user-menu-button"
        className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-left hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-700 dark:hover:bg-gray-800"
      >
        <Avatar name={name} size="sm" tone="solid" />
        <span className="flex flex-col leading-tight">
          <span className="max-w-[12rem] truncate text-sm font-medium text-gray-900 dark:text-gray-100">{name}</span>
          <span className="text-xs text-gray-600 dark:text-gray-400">{roleLabel}</span>
        </span>
        <ChevronDown className="size-4 text-gray-600 dark:text-gray-400" aria-hidden="true" />
      </MenuButton>
      {/* no anchor (it forces a portal) and not modal: the menu stays inside <header>, the page in the a11y tree */}
      <MenuItems
        modal={false}
        className="absolute right-0 z-40 mt-2 w-60 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg focus:outline-none dark:border-gray-700 dark:bg-gray-900"
      >
        <MenuItem>
          <ThemeToggle className={ITEM} />
        </MenuItem>
        <MenuSeparator className="my-1 h-px bg-gray-200 dark:bg-gray-700" />
        {accountNavItems(session.role).map((item) => (
          <MenuItem key={item.to}>
            <Link to={item.to} className={ITEM}>
              {item.label}
            </Link>
          </MenuItem>
        ))}
        <MenuSeparator className="my-1 h-px bg-gray-200 dark:bg-gray-700" />
        <MenuItem>
          <button type="button" className={ITEM} onClick={() => void onSignOut()}>
            <LogOut className="size-4" aria-hidden="true" />
            {t('nav.signOut')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}

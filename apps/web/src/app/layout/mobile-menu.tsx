import { USER_ROLE_LABELS } from '@congregacao/shared/enums';
import { CloseButton, DisclosurePanel } from '@headlessui/react';
import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { useT } from '../../lib/language';
import { type Session, userLabel } from '../../lib/session';
import { accountNavItems, mainNavItems } from './nav-items';
import { ThemeToggle } from './theme-toggle';

const LINK =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-base font-medium text-gray-800 hover:bg-gray-100 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800 dark:text-gray-100 dark:hover:bg-gray-800 dark:aria-[current=page]:bg-gray-800 dark:aria-[current=page]:text-primary-200';

/** The collapsible menu below 768 px: the bar links, then the user menu's items (Preferências for everyone). */
export function MobileMenu({ session, onSignOut }: { session: Session; onSignOut: () => Promise<void> }) {
  const t = useT();
  const name = userLabel(session.user) || t('nav.user');
  return (
    <DisclosurePanel
      id="mobile-menu"
      className="border-t border-gray-200 px-4 pt-2 pb-4 md:hidden dark:border-gray-800"
    >
      <nav aria-label={t('nav.mobileNavigation')} className="flex flex-col gap-1">
        {mainNavItems(session.role).map((item) => (
          <CloseButton as={NavLink} key={item.to} to={item.to} end={item.end} className={LINK}>
            {item.label}
          </CloseButton>
        ))}
      </nav>
      <div className="mt-3 border-t border-gray-200 pt-3 dark:border-gray-800">
        <div className="mb-2 flex items-center gap-3 px-3">
          <Avatar name={name} size="sm" tone="solid" />
          <div className="leading-tight">
            <p className="font-medium text-gray-900 dark:text-gray-100">{name}</p>
            <p className="text-sm text-gray-600 dark:text-gray-400">
              {session.role ? USER_ROLE_LABELS[session.role] : ''}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <ThemeToggle className={LINK} />
          {accountNavItems(session.role).map((item) => (
            <CloseButton as={NavLink} key={item.to} to={item.to} className={LINK}>
              {item.label}
            </CloseButton>
          ))}
          <CloseButton as="button" type="button" className={LINK} onClick={() => void onSignOut()}>
            <LogOut className="size-4" aria-hidden="true" />
            {t('nav.signOut')}
          </CloseButton>
        </div>
      </div>
    </DisclosurePanel>
  );
}

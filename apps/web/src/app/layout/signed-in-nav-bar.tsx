import { Disclosure, DisclosureButton } from '@headlessui/react';
import { Menu as MenuIcon, X } from 'lucide-react';
import { NavLink } from 'react-router';
import { useT } from '../../lib/language';
import type { Session } from '../../lib/session';
import { MobileMenu } from './mobile-menu';
import { mainNavItems } from './nav-items';
import { HEADER, NAV_LINK, NavRow } from './nav-parts';
import { SessionKeeper } from './session-keeper';
import { useSignOut } from './use-sign-out';
import { UserMenu } from './user-menu';

/** The bar of a signed-in user: main links, user menu, and the mobile menu (loaded apart from the entry). */
export function SignedInNavBar({ session }: { session: Session }) {
  const t = useT();
  const { signOut, dialog } = useSignOut(session);
  return (
    <Disclosure as="header" className={HEADER}>
      <NavRow
        left={
          <nav aria-label={t('nav.mainNavigation')} className="hidden items-center gap-1 md:flex">
            {mainNavItems(session.role).map((item) => (
              <NavLink key={item.to} to={item.to} end={item.end} className={NAV_LINK}>
                {item.label}
              </NavLink>
            ))}
          </nav>
        }
        right={
          <>
            <div className="hidden md:block">
              <UserMenu session={session} onSignOut={signOut} />
            </div>
            <DisclosureButton
              aria-controls="mobile-menu"
              className="group rounded-md p-2 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-700 md:hidden dark:text-gray-200 dark:hover:bg-gray-800"
            >
              <span className="sr-only">{t('nav.openMenu')}</span>
              <MenuIcon className="size-6 group-data-open:hidden" aria-hidden="true" />
              <X className="hidden size-6 group-data-open:block" aria-hidden="true" />
            </DisclosureButton>
          </>
        }
      />
      <MobileMenu session={session} onSignOut={signOut} />
      {dialog}
      <SessionKeeper />
    </Disclosure>
  );
}

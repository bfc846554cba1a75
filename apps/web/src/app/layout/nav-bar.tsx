import { Disclosure, DisclosureButton } from '@headlessui/react';
import { Church, LogIn, Menu as MenuIcon, X } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { MobileMenu } from './mobile-menu';
import { mainNavItems } from './nav-items';
import { UserMenu } from './user-menu';

const LINK =
  'rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800 dark:text-gray-200 dark:hover:bg-gray-800 dark:hover:text-white dark:aria-[current=page]:bg-gray-800 dark:aria-[current=page]:text-primary-200';

export function NavBar() {
  const session = useSession();
  return (
    <Disclosure
      as="header"
      className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur dark:border-gray-800 dark:bg-gray-900/95"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <div className="flex items-center gap-6">
          <Link
            to={paths.dashboard.href()}
            className="flex items-center gap-2 font-bold text-primary-800 dark:text-primary-200"
          >
            <Church className="size-6" aria-hidden="true" />
            <span>Congregação</span>
          </Link>
          {session.isLoggedIn ? (
            <nav aria-label="Navegação principal" className="hidden items-center gap-1 md:flex">
              {mainNavItems(session.role).map((item) => (
                <NavLink key={item.to} to={item.to} end={item.end} className={LINK}>
                  {item.label}
                </NavLink>
              ))}
            </nav>
          ) : null}
        </div>
        {session.isLoggedIn ? (
          <>
            <div className="hidden md:block">
              <UserMenu session={session} />
            </div>
            <DisclosureButton
              aria-controls="mobile-menu"
              className="group rounded-md p-2 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-700 md:hidden dark:text-gray-200 dark:hover:bg-gray-800"
            >
              <span className="sr-only">Abrir menu</span>
              <MenuIcon className="size-6 group-data-open:hidden" aria-hidden="true" />
              <X className="hidden size-6 group-data-open:block" aria-hidden="true" />
            </DisclosureButton>
          </>
        ) : (
          <NavLink to={paths.login.href()} className={`${LINK} flex items-center gap-2`}>
            <LogIn className="size-4" aria-hidden="true" />
            Entrar
          </NavLink>
        )}
      </div>
      {session.isLoggedIn ? <MobileMenu session={session} /> : null}
    </Disclosure>
  );
}

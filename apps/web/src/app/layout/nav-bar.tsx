import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { useT } from '../../lib/language';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { HEADER, NAV_LINK, NavRow } from './nav-parts';

// The signed-in bar (its menus, the menu library and the server-state cache they use) stays out of the entry, so
// /login loads only what it needs (bench: JS loaded by /login); until it has loaded the bar shows the brand.
const SignedInHeader = lazy(() => import('./signed-in-header').then((m) => ({ default: m.SignedInHeader })));

export function NavBar() {
  const t = useT();
  const session = useSession();
  if (session.isLoggedIn) {
    const brandOnly = (
      <header className={HEADER}>
        <NavRow />
      </header>
    );
    return (
      <Suspense fallback={brandOnly}>
        <SignedInHeader session={session} brandOnly={brandOnly} />
      </Suspense>
    );
  }
  return (
    <header className={HEADER}>
      <NavRow
        right={
          <NavLink to={paths.login.href()} className={`${NAV_LINK} flex items-center gap-2`}>
            <LogIn className="size-4" aria-hidden="true" />
            {t('layout.signIn')}
          </NavLink>
        }
      />
    </header>
  );
}

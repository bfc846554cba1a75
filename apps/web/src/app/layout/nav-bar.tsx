import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../lib/paths';
import { getSession, useSession } from '../../lib/session';
import { HEADER, NAV_LINK, NavRow } from './nav-parts';

// The menus of a signed-in user (and the dialog/menu library they use) stay out of the entry, so /login loads
// only what it needs (bench: JS loaded by /login). Signed in at start: fetch them alongside the first screen.
const loadSignedInNavBar = () => import('./signed-in-nav-bar');
const SignedInNavBar = lazy(() => loadSignedInNavBar().then((m) => ({ default: m.SignedInNavBar })));
if (getSession().isLoggedIn) void loadSignedInNavBar();

export function NavBar() {
  const session = useSession();
  if (session.isLoggedIn) {
    return (
      <Suspense
        fallback={
          <header className={HEADER}>
            <NavRow />
          </header>
        }
      >
        <SignedInNavBar session={session} />
      </Suspense>
    );
  }
  return (
    <header className={HEADER}>
      <NavRow
        right={
          <NavLink to={paths.login.href()} className={`${NAV_LINK} flex items-center gap-2`}>
            <LogIn className="size-4" aria-hidden="true" />
            Entrar
          </NavLink>
        }
      />
    </header>
  );
}

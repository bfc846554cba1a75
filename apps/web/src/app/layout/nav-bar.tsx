import { useIsFetching } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { HEADER, NAV_LINK, NavRow } from './nav-parts';

// The menus of a signed-in user (and the menu library they use) stay out of the entry, so /login loads only what
// it needs (bench: JS loaded by /login). They load once the first screen has painted and its data has arrived
// (or after a second at the most), so that they do not share the network with it (bench: Lighthouse LCP); until
// then the bar shows the brand.
const SignedInNavBar = lazy(() => import('./signed-in-nav-bar').then((m) => ({ default: m.SignedInNavBar })));
const MENUS_WAIT_AT_MOST_MS = 1000;

/** false until a frame has painted with no call in flight (the first screen with its data), or for a second */
function useIsScreenSettled(): boolean {
  const isFetching = useIsFetching() > 0;
  const [isSettled, setIsSettled] = useState(false);
  useEffect(() => {
    if (isSettled || isFetching) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // a requestAnimationFrame callback runs just before a paint; a timeout set there runs after it
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setIsSettled(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [isFetching, isSettled]);
  useEffect(() => {
    const limit = setTimeout(() => setIsSettled(true), MENUS_WAIT_AT_MOST_MS);
    return () => clearTimeout(limit);
  }, []);
  return isSettled;
}

export function NavBar() {
  const session = useSession();
  const isScreenSettled = useIsScreenSettled();
  if (session.isLoggedIn) {
    const brandOnly = (
      <header className={HEADER}>
        <NavRow />
      </header>
    );
    if (!isScreenSettled) return brandOnly;
    return (
      <Suspense fallback={brandOnly}>
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

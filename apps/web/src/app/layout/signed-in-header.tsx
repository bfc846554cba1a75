import { QueryClientProvider, useIsFetching } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { Session } from '../../lib/session';
import { queryClient } from '../query-client';

// The menus of a signed-in user (and the menu library they use) load once the first screen has painted and its data
// has arrived (or after a second at the most), so that they do not share the network with it (bench: Lighthouse
// LCP); until then the bar shows the brand.
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

function SettledNavBar({ session, brandOnly }: { session: Session; brandOnly: ReactNode }) {
  if (!useIsScreenSettled()) return brandOnly;
  return (
    <Suspense fallback={brandOnly}>
      <SignedInNavBar session={session} />
    </Suspense>
  );
}

/** The bar of a signed-in user, with the server-state cache its menus and the screens share. */
export function SignedInHeader(props: { session: Session; brandOnly: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SettledNavBar {...props} />
    </QueryClientProvider>
  );
}

import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { OfflineNotice } from '../../components/ui/offline-notice';
import { useT } from '../../lib/language';
import { leavePage } from '../../lib/toast';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

function NavigationProgress() {
  const isLoading = useNavigation().state === 'loading';
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5">
      {isLoading ? <div className="h-full w-2/3 animate-pulse bg-primary-600" /> : null}
    </div>
  );
}

/** A toast says something about the page it was shown on: moving to another page takes it away (lib/toast). */
function useToastsOfThePage() {
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    leavePage();
  }, [pathname]);
}

export function RootLayout() {
  useToastsOfThePage();
  // the whole layout follows a change of language: its pages' texts are read again (lib/language.ts)
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-primary-800"
      >
        {t('layout.skipToContent')}
      </a>
      <NavigationProgress />
      <OfflineNotice />
      {/* printed pages (the S-1) carry only their content */}
      <div className="contents print:hidden">
        <NavBar />
      </div>
      <main id="conteudo" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8">
        <Outlet />
      </main>
      <div className="contents print:hidden">
        <Footer />
      </div>
      <ScrollRestoration />
    </div>
  );
}

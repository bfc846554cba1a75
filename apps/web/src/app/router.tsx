import type { GuardedRoute } from '@congregacao/shared/permissions';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { withAppCatalogue } from '../lib/language';
import { setNavigator } from '../lib/navigation';
import { paths } from '../lib/paths';
import { RootLayout } from './layout/root-layout';
import {
  FORGOT_PASSWORD_SCREEN,
  GUARDED_SCREENS,
  INVITATION_SCREEN,
  LOGIN_SCREEN,
  RESET_PASSWORD_SCREEN,
} from './screen-files';
import { guardedScreen, loadGuard, publicScreen, type ScreenModule } from './screens';

/**
 * Starts the screen's main call together with its code (app/route-prefetch.ts, a small chunk loaded alongside it,
 * so /login's entry does not carry the queries).
 */
const prefetchLoader =
  (route: GuardedRoute): LoaderFunction =>
  ({ params }) => {
    void import('./route-prefetch').then(({ prefetchFor }) => prefetchFor(route, params));
    return null;
  };

/** A screen of the route table (spec point 2), guarded by the permission ROUTE_PERMISSIONS gives its path. */
function guarded(path: GuardedRoute, load: ScreenModule): RouteObject {
  return {
    path,
    loader: prefetchLoader(path),
    // entering the screen starts its call once; staying on it (search changes) does not repeat it
    shouldRevalidate: () => false,
    // the guard loads together with the screen (in parallel), so /login's entry does not carry it
    lazy: async () => {
      const { GuardedScreen } = await loadGuard();
      return { element: <GuardedScreen route={path} /> };
    },
    children: [{ index: true, lazy: load }],
  };
}

/**
 * The error screen loads when a screen fails, not with /login's first load (bench: JS loaded by /login), with the
 * app's texts it shows; if even it cannot load (the network is gone), React Router's own error screen shows what
 * failed.
 */
const LazyRouteErrorPage = lazy(() =>
  withAppCatalogue(() => import('./route-error-page')).then((module) => ({ default: module.RouteErrorPage })),
);
const routeError = (
  <Suspense fallback={null}>
    <LazyRouteErrorPage />
  </Suspense>
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: routeError,
    HydrateFallback: PageSpinner,
    children: [
      {
        // errors of a screen render inside the layout, so the navigation bar stays usable
        errorElement: routeError,
        children: [
          { path: paths.login.path, lazy: publicScreen(LOGIN_SCREEN) },
          { path: paths.invitation.path, lazy: publicScreen(INVITATION_SCREEN) },
          { path: paths.forgotPassword.path, lazy: publicScreen(FORGOT_PASSWORD_SCREEN) },
          { path: paths.resetPassword.path, lazy: publicScreen(RESET_PASSWORD_SCREEN) },
          ...Object.entries(GUARDED_SCREENS).map(([path, file]) => guarded(path as GuardedRoute, guardedScreen(file))),
          { path: '*', lazy: () => withAppCatalogue(() => import('./not-found-page')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

// lets the api client and session helpers (src/lib) navigate without a full page load
setNavigator((to) => {
  void router.navigate(to);
});

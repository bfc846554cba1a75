import type { GuardedRoute } from '@congregacao/shared/permissions';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { setNavigator } from '../lib/navigation';
import { paths } from '../lib/paths';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './route-error-page';

/** A lazily loaded route module: it exports `Component`. */
type LazyModule = () => Promise<{ Component: ComponentType }>;

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
function guarded(path: GuardedRoute, load: LazyModule): RouteObject {
  return {
    path,
    loader: prefetchLoader(path),
    // entering the screen starts its call once; staying on it (search changes) does not repeat it
    shouldRevalidate: () => false,
    // the guard loads together with the screen (in parallel), so /login's entry does not carry it
    lazy: async () => {
      const { RequirePermission } = await import('./require-permission');
      return { element: <RequirePermission route={path} /> };
    },
    children: [{ index: true, lazy: load }],
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageSpinner,
    children: [
      {
        // errors of a screen render inside the layout, so the navigation bar stays usable
        errorElement: <RouteErrorPage />,
        children: [
          { path: paths.login.path, lazy: () => import('../features/auth/pages/login-page') },
          guarded(paths.dashboard.path, () => import('../features/dashboard/pages/dashboard-page')),
          guarded(paths.preferences.path, () => import('../features/preferences/pages/preferences-page')),
          guarded(paths.users.path, () => import('../features/users/pages/users-page')),
          guarded(paths.registerUser.path, () => import('../features/users/pages/register-user-page')),
          guarded(paths.auditLogs.path, () => import('../features/audit/pages/audit-logs-page')),
          guarded(paths.publishers.path, () => import('../features/publishers/pages/publisher-list-page')),
          guarded(paths.newPublisher.path, () => import('../features/publishers/pages/publisher-form-page')),
          guarded(paths.editPublisher.path, () => import('../features/publishers/pages/publisher-form-page')),
          guarded(paths.publisherHistory.path, () => import('../features/history/pages/publisher-history-page')),
          guarded(paths.groups.path, () => import('../features/groups/pages/groups-page')),
          guarded(paths.organizeGroups.path, () => import('../features/groups/pages/organize-groups-page')),
          guarded(paths.newActivity.path, () => import('../features/activities/pages/activity-form-page')),
          guarded(paths.editActivity.path, () => import('../features/activities/pages/activity-form-page')),
          guarded(paths.reviewActivity.path, () => import('../features/review/pages/review-activity-page')),
          guarded(paths.fillReports.path, () => import('../features/reports/pages/fill-reports-page')),
          guarded(paths.pioneerYear.path, () => import('../features/pioneers/pages/pioneer-year-page')),
          guarded(paths.pioneerMonth.path, () => import('../features/pioneers/pages/pioneer-month-page')),
          { path: '*', lazy: () => import('./not-found-page') },
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

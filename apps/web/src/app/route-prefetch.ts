import { can, type GuardedRoute, ROUTE_PERMISSIONS } from '@congregacao/shared/permissions';
import type { Params } from 'react-router';
import { reportsByMonthQueryOptions } from '../features/publisher-reports/api/reports-by-month';
import { activitiesQueryOptions } from '../lib/queries/activities';
import { parseIdParam } from '../lib/route-params';
import { getSession } from '../lib/session';
import { queryClient } from './query-client';

type Prefetch = (params: Params) => Promise<void> | undefined;

/**
 * A screen's main call, started by the router together with the screen's code instead of after it has loaded and
 * rendered (a round trip less before the first content on a slow link). Only when the stored role may open the
 * screen: a refused call would be recorded as an unauthorised access. The screen's own query finds the result
 * (or the call in flight) under the same key.
 */
const PREFETCHES: Partial<Record<GuardedRoute, Prefetch>> = {
  '/': () => queryClient.prefetchQuery(activitiesQueryOptions()),
  '/relatorios/:id': (params) => {
    const id = parseIdParam(params.id);
    return id === null ? undefined : queryClient.prefetchQuery(reportsByMonthQueryOptions(id));
  },
};

/** Starts the route's prefetch, if it has one and the stored role may open the screen. */
export function prefetchFor(route: GuardedRoute, params: Params): void {
  const prefetch = PREFETCHES[route];
  const { isLoggedIn, role } = getSession();
  if (prefetch && isLoggedIn && can(role, ROUTE_PERMISSIONS[route])) void prefetch(params);
}

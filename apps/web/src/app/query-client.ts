import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';
import { getSession, subscribeSession } from '../lib/session';

/** Client errors (4xx, including "no token") are final; others get one more try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    // offlineFirst: without a network a query still asks, and the service worker answers the publisher's own calls
    // from what was last loaded (issue 36); any other call fails at once rather than waiting unseen
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'offlineFirst' },
    mutations: { retry: false },
  },
});

// a different (or no) session must never see the previous one's cached data
let cachedFor = getSession().accessToken;
subscribeSession(() => {
  const { accessToken } = getSession();
  if (accessToken === cachedFor) return;
  cachedFor = accessToken;
  queryClient.clear();
});

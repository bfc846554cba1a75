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
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
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

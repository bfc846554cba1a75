import type { GuardedRoute } from '@congregacao/shared/permissions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client';
import { prefetchFor } from './route-prefetch';
import { SCREEN_CALLS } from './screen-files';

/**
 * The call a screen's first load starts early (SCREEN_CALLS, made by src/preload-screen.ts) must be the very call
 * its query makes, or it is made twice; the router's prefetch makes that query's call on navigation.
 */
describe('a screen’s main call', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    localStorage.setItem('accessToken', 'tok');
    localStorage.setItem('role', 'Secretary');
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async () => new Response('[]', { headers: { 'content-type': 'application/json' } }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    localStorage.clear();
    queryClient.clear();
  });

  const routes = Object.entries(SCREEN_CALLS) as [GuardedRoute, string][];

  it.each(routes)('%s: the router’s prefetch makes the call the page starts early (%s)', async (route, call) => {
    prefetchFor(route, { id: '7' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api${call.replace(':id', '7')}`);
  });
});

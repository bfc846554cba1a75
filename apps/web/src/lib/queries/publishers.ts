import type { PublisherListEntry } from '@congregacao/shared/contracts/publishers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export type PublisherVisibility = 'enabled' | 'disabled';

/**
 * GET /publishers/ (visible publishers) or /publishers/disabled (archived), sorted by id.
 * Admin and Secretary get every field; Elders the list fields only.
 */
export function getPublishers(visibility: PublisherVisibility = 'enabled'): Promise<PublisherListEntry[]> {
  return api.get<PublisherListEntry[]>(visibility === 'enabled' ? '/publishers/' : '/publishers/disabled');
}

/** Every publisher query starts with this key: invalidate it after any publisher write. */
export const PUBLISHERS_QUERY_KEY = ['publishers'] as const;

export function publishersQueryOptions(visibility: PublisherVisibility = 'enabled') {
  return queryOptions({
    queryKey: [...PUBLISHERS_QUERY_KEY, 'list', visibility],
    queryFn: () => getPublishers(visibility),
  });
}

export function usePublishers(visibility: PublisherVisibility = 'enabled') {
  return useQuery(publishersQueryOptions(visibility));
}

/** Display name, else name: the shared rule, re-exported for the screens that list publishers. */
export { publisherLabel } from '@congregacao/shared/report-rules';

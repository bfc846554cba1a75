import type { PublisherHistory } from '@congregacao/shared/contracts/history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from '../../../lib/queries/keys';

/** GET /publisherreports/{serviceYear}/{publisherId}: the publisher and the year's reports, September first. */
export function getPublisherHistory(serviceYear: number, publisherId: number): Promise<PublisherHistory> {
  return api.get<PublisherHistory>(`/publisherreports/${serviceYear}/${publisherId}`);
}

export function publisherHistoryQueryOptions(serviceYear: number, publisherId: number) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'history', serviceYear, publisherId],
    queryFn: () => getPublisherHistory(serviceYear, publisherId),
  });
}

export function usePublisherHistory(params: { serviceYear: number; publisherId: number } | null) {
  return useQuery({
    ...publisherHistoryQueryOptions(params?.serviceYear ?? 0, params?.publisherId ?? 0),
    enabled: params !== null,
  });
}

import type { Publisher } from '@congregacao/shared/contracts/publishers';
import { ERROR_CODES } from '@congregacao/shared/error-codes';
import { PUBLISHER_MESSAGES } from '@congregacao/shared/publisher-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, hasErrorCode } from '../../../lib/api-client';
import { PUBLISHERS_QUERY_KEY } from '../../../lib/queries/publishers';

export function getPublisher(id: number): Promise<Publisher> {
  return api.get<Publisher>(`/publishers/${id}`);
}

export function publisherQueryOptions(id: number) {
  return queryOptions({ queryKey: [...PUBLISHERS_QUERY_KEY, 'one', id], queryFn: () => getPublisher(id) });
}

export function usePublisher(id: number | null) {
  return useQuery({ ...publisherQueryOptions(id ?? 0), enabled: id !== null });
}

/** Lookup failure text (spec point 8): 404 'Publicador não encontrado', else the generic one. */
export function publisherLookupMessage(error: unknown): string {
  return hasErrorCode(error, ERROR_CODES.NOT_FOUND) ? PUBLISHER_MESSAGES.notFound : PUBLISHER_MESSAGES.lookupFailed;
}

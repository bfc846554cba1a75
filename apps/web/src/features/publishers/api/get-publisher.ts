import type { Publisher } from '@congregacao/shared/contracts/publishers';
import { ERROR_CODES } from '@congregacao/shared/error-codes';
import { PUBLISHER_MESSAGES } from '@congregacao/shared/publisher-messages';
import { useQuery } from '@tanstack/react-query';
import { hasErrorCode } from '../../../lib/api-client';
import { recordQuery } from '../../../lib/queries/list-query';
import { PUBLISHERS_QUERY_KEY } from '../../../lib/queries/publishers';

const publisher = recordQuery<Publisher>(PUBLISHERS_QUERY_KEY, (id) => `/publishers/${id}`);
export const getPublisher = publisher.get;
export const publisherQueryOptions = publisher.options;
export const usePublisher = (id: number | null) =>
  useQuery({ ...publisherQueryOptions(id ?? 0), enabled: id !== null });

/** Lookup failure text (spec point 8): 404 'Publicador não encontrado', else the generic one. */
export function publisherLookupMessage(error: unknown): string {
  return hasErrorCode(error, ERROR_CODES.NOT_FOUND) ? PUBLISHER_MESSAGES.notFound : PUBLISHER_MESSAGES.lookupFailed;
}

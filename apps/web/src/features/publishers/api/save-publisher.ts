import type { Publisher, PublisherBody } from '@congregacao/shared/contracts/publishers';
import { PUBLISHERS_QUERY_KEY } from '../../../lib/queries/publishers';
import { saveCalls, useCreateOrUpdate } from '../../../lib/queries/save-mutation';

const calls = saveCalls<PublisherBody, Publisher>('/publishers/');

/** Create (id null) or update a publisher; every publisher query is refreshed afterwards. */
export function useSavePublisher(id: number | null) {
  return useCreateOrUpdate(id, calls, PUBLISHERS_QUERY_KEY);
}

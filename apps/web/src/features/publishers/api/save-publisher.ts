import type { Publisher, PublisherBody, SavedPublisher } from '@congregacao/shared/contracts/publishers';
import { PUBLISHERS_QUERY_KEY } from '../../../lib/queries/publishers';
import { saveCalls, useCreateOrUpdate } from '../../../lib/queries/save-mutation';

const calls = saveCalls<PublisherBody, Publisher | SavedPublisher>('/publishers/');

/**
 * Create (id null) or update a publisher; every publisher query is refreshed afterwards. An update that archives
 * says which staff account it unlinked (`unlinkedAccount`).
 */
export function useSavePublisher(id: number | null) {
  return useCreateOrUpdate(id, calls, PUBLISHERS_QUERY_KEY);
}

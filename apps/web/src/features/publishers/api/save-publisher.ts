import type { Publisher, PublisherBody } from '@congregacao/shared/contracts/publishers';
import { api } from '../../../lib/api-client';
import { PUBLISHERS_QUERY_KEY } from '../../../lib/queries/publishers';
import { useCreateOrUpdate } from '../../../lib/queries/save-mutation';

export function createPublisher(body: PublisherBody): Promise<Publisher> {
  return api.post<Publisher>('/publishers/', body);
}

export function updatePublisher(id: number, body: PublisherBody): Promise<Publisher> {
  return api.put<Publisher>(`/publishers/${id}`, body);
}

/** Create (id null) or update a publisher; every publisher query is refreshed afterwards. */
export function useSavePublisher(id: number | null) {
  return useCreateOrUpdate(id, { create: createPublisher, update: updatePublisher }, PUBLISHERS_QUERY_KEY);
}

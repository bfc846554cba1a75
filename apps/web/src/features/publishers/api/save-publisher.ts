import type { Publisher, PublisherBody } from '@congregacao/shared/contracts/publishers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PUBLISHERS_QUERY_KEY } from '../../../lib/queries/publishers';

export function createPublisher(body: PublisherBody): Promise<Publisher> {
  return api.post<Publisher>('/publishers/', body);
}

export function updatePublisher(id: number, body: PublisherBody): Promise<Publisher> {
  return api.put<Publisher>(`/publishers/${id}`, body);
}

/** Create (id null) or update a publisher; every publisher query is refreshed afterwards. */
export function useSavePublisher(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublisherBody) => (id === null ? createPublisher(body) : updatePublisher(id, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PUBLISHERS_QUERY_KEY }),
  });
}

import type { SaveActivityBody, SaveActivityResponse } from '@congregacao/shared/contracts/activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACTIVITIES_QUERY_KEY } from '../../../lib/queries/activities';

export function createActivity(body: SaveActivityBody): Promise<SaveActivityResponse> {
  return api.post<SaveActivityResponse>('/monthlyactivityreports/', body);
}

export function updateActivity(id: number, body: SaveActivityBody): Promise<SaveActivityResponse> {
  return api.put<SaveActivityResponse>(`/monthlyactivityreports/${id}`, body);
}

/** Create (id null) or update a monthly activity; every activity query is refreshed afterwards. */
export function useSaveActivity(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveActivityBody) => (id === null ? createActivity(body) : updateActivity(id, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTIVITIES_QUERY_KEY }),
  });
}

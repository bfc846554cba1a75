import type { SaveActivityBody, SaveActivityResponse } from '@congregacao/shared/contracts/activities';
import { api } from '../../../lib/api-client';
import { ACTIVITIES_QUERY_KEY } from '../../../lib/queries/activities';
import { useCreateOrUpdate } from '../../../lib/queries/save-mutation';

export function createActivity(body: SaveActivityBody): Promise<SaveActivityResponse> {
  return api.post<SaveActivityResponse>('/monthlyactivityreports/', body);
}

export function updateActivity(id: number, body: SaveActivityBody): Promise<SaveActivityResponse> {
  return api.put<SaveActivityResponse>(`/monthlyactivityreports/${id}`, body);
}

/** Create (id null) or update a monthly activity; every activity query is refreshed afterwards. */
export function useSaveActivity(id: number | null) {
  return useCreateOrUpdate(id, { create: createActivity, update: updateActivity }, ACTIVITIES_QUERY_KEY);
}

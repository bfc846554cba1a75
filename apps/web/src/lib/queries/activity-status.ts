import type { SaveActivityResponse } from '@congregacao/shared/contracts/activities';
import type { ActivityStatus } from '@congregacao/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { ACTIVITIES_QUERY_KEY } from './activities';

/** PATCH /monthlyactivityreports/{id}/status {status} (Secretary): from the dashboard and the review screen. */
export function setActivityStatus(id: number, status: ActivityStatus): Promise<SaveActivityResponse> {
  return api.patch<SaveActivityResponse>(`/monthlyactivityreports/${id}/status`, { status });
}

export function useSetActivityStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ActivityStatus }) => setActivityStatus(id, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACTIVITIES_QUERY_KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACTIVITIES_QUERY_KEY } from '../../../lib/queries/activities';
import { REPORTS_QUERY_KEY } from '../../../lib/queries/keys';

/** DELETE /monthlyactivityreports/{id}: a month posted by mistake (Open, nothing answered; ADR 037). */
export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activityId: number) => api.delete(`/monthlyactivityreports/${activityId}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ACTIVITIES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY }),
      ]),
  });
}

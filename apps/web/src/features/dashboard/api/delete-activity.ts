import { DELETE_MONTH_MESSAGES } from '@congregacao/shared/branch-cycle-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACTIVITIES_QUERY_KEY } from '../../../lib/queries/activities';
import { REPORTS_QUERY_KEY } from '../../../lib/queries/keys';
import { toast } from '../../../lib/toast';

/**
 * DELETE /monthlyactivityreports/{id}: a month posted by mistake (Open, nothing answered; ADR 037). Said here, not
 * in the button's own callback: the refreshed list takes the month's card (and its button) away first.
 */
export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activityId: number) => api.delete(`/monthlyactivityreports/${activityId}`),
    onSuccess: () => {
      toast.success(DELETE_MONTH_MESSAGES.deleted);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ACTIVITIES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY }),
      ]);
    },
  });
}

import type { CongregationReport } from '@congregacao/shared/contracts/congregation-report';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from '../../../lib/queries/keys';
import { congregationReportQueryOptions } from './congregation-report-calls';

const url = (activityId: number) => `/monthlyactivityreports/${activityId}/congregation-report/submission`;

/**
 * POST (send) or DELETE (withdraw) …/congregation-report/submission (ADR 037). The answer is the month's S-1; the
 * other S-1s are read again (a withdrawal can move late reports between months).
 */
export function useSubmission(activityId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = congregationReportQueryOptions(activityId);
  return useMutation({
    mutationFn: (action: 'send' | 'withdraw') =>
      action === 'send'
        ? api.post<CongregationReport>(url(activityId))
        : api.delete<CongregationReport>(url(activityId)),
    onSuccess: (report) => {
      queryClient.setQueryData(queryKey, report);
      return queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY });
    },
  });
}

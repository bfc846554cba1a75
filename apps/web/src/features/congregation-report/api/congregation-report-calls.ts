import { S1_SCREEN } from '@congregacao/shared/attendance-messages';
import type { CongregationReport } from '@congregacao/shared/contracts/congregation-report';
import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, failsWith } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from '../../../lib/queries/keys';
import { missingReportsQueryOptions } from '../../../lib/queries/missing-reports';

/** GET /monthlyactivityreports/{id}/congregation-report: the month's S-1 figures (under the reports key: fresh). */
export function congregationReportQueryOptions(activityId: number) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'congregation-report', activityId],
    queryFn: () =>
      failsWith(
        S1_SCREEN.loadFailed,
        api.get<CongregationReport>(`/monthlyactivityreports/${activityId}/congregation-report`),
      ),
    staleTime: 0,
  });
}

export function useCongregationReport(activityId: number | null) {
  return useQuery({ ...congregationReportQueryOptions(activityId ?? 0), enabled: activityId !== null });
}

/** The S-1 of each given activity (the service year's months). */
export function useCongregationReports(activityIds: readonly number[]) {
  return useQueries({ queries: activityIds.map((id) => congregationReportQueryOptions(id)) });
}

/** 'Lembrar superintendente': POST …/missing/{groupId}/remind; the list is reloaded after (its reason changes). */
export function useRemindOverseer(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) =>
      api.post<{ sentTo: string; publishers: number }>(
        `/monthlyactivityreports/${activityId}/missing/${groupId}/remind`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: missingReportsQueryOptions(activityId).queryKey }),
  });
}

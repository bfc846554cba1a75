import { SUBMISSION_SCREEN } from '@congregacao/shared/branch-cycle-messages';
import type { LateReport, LateReportBody } from '@congregacao/shared/contracts/branch-cycle';
import type { ReportRow, ReportsByMonth } from '@congregacao/shared/contracts/reports';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, failsWith } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from '../../../lib/queries/keys';

/** The month's reports still unanswered (GET /publisherreports/bymonth/{id}): the late reports still to come. */
export function unansweredReportsQueryOptions(activityId: number) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'unanswered', activityId],
    queryFn: () =>
      failsWith(SUBMISSION_SCREEN.lateLoadFailed, api.get<ReportsByMonth>(`/publisherreports/bymonth/${activityId}`)),
    select: (answer): ReportRow[] => answer.reports.filter((r) => r.participatedInMinistry === null),
    staleTime: 0,
  });
}

export function useUnansweredReports(activityId: number, isEnabled: boolean) {
  return useQuery({ ...unansweredReportsQueryOptions(activityId), enabled: isEnabled });
}

/**
 * PUT /publisherreports/{id}/late (ADR 037). Every report figure may have moved (the month counting it, the missing
 * lists), so the reports' queries are read again.
 */
export function useAnswerLateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, body }: { reportId: number; body: LateReportBody }) =>
      api.put<LateReport>(`/publisherreports/${reportId}/late`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY }),
  });
}

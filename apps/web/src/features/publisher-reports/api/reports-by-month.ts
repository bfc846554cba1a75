import type { ReportsByMonth, UpdateChangedBody, UpdateChangedResponse } from '@congregacao/shared/contracts/reports';
import { messages, TEXT } from '@congregacao/shared/i18n/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, failsWith } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from '../../../lib/queries/keys';

/** The failure messages of the report calls (spec point 8, "Call failure messages"), see `failsWith`. */
export const REPORT_CALL_FAILURES = messages('reportCall', {
  fetch: TEXT,
  create: TEXT,
  updateChanged: TEXT,
  groupStatus: TEXT,
  sendToSecretary: TEXT,
});

/** GET /publisherreports/bymonth/{id}: the activity, its reports (caller's scope), publishers without one, groups. */
export function getReportsByMonth(activityId: number): Promise<ReportsByMonth> {
  return failsWith(REPORT_CALL_FAILURES.fetch, api.get<ReportsByMonth>(`/publisherreports/bymonth/${activityId}`));
}

export function reportsByMonthQueryOptions(activityId: number) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'bymonth', activityId],
    queryFn: () => getReportsByMonth(activityId),
    // always fresh when a screen opens (the activity may have been closed meanwhile), never behind the user's back
    staleTime: 0,
    refetchOnReconnect: false,
  });
}

export function useReportsByMonth(activityId: number | null) {
  return useQuery({ ...reportsByMonthQueryOptions(activityId ?? 0), enabled: activityId !== null });
}

/** PUT /publisherreports/update-changed: all or nothing; 409 STALE_VERSION names reports saved by someone else. */
export function updateChangedReports(body: UpdateChangedBody): Promise<UpdateChangedResponse> {
  return failsWith(
    REPORT_CALL_FAILURES.updateChanged,
    api.put<UpdateChangedResponse>('/publisherreports/update-changed', body),
  );
}

import { S1_SCREEN } from '@congregacao/shared/attendance-messages';
import type { MissingReports } from '@congregacao/shared/contracts/congregation-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, failsWith } from '../api-client';
import { REPORTS_QUERY_KEY } from './keys';

/**
 * GET /monthlyactivityreports/{id}/missing: unanswered reports by group (Elders: own group). Under the
 * publisher-reports key, so every report write (which invalidates that key) refreshes it.
 */
export function missingReportsQueryOptions(activityId: number) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'missing', activityId],
    queryFn: () =>
      failsWith(S1_SCREEN.missingLoadFailed, api.get<MissingReports>(`/monthlyactivityreports/${activityId}/missing`)),
  });
}

export function useMissingReports(activityId: number | null) {
  return useQuery({ ...missingReportsQueryOptions(activityId ?? 0), enabled: activityId !== null });
}

/** How many publishers' reports are still missing. */
export const missingCount = (missing: MissingReports) => missing.groups.reduce((n, g) => n + g.publishers.length, 0);

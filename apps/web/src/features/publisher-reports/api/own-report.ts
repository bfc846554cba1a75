import type { MeReportsResponse } from '@congregacao/shared/contracts/delegates';
import type { OwnReport, PutMeReportBody } from '@congregacao/shared/contracts/self-reporting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from '../../../lib/queries/keys';

/**
 * GET /me/reports: the open month, the signed-in publisher's own report and those of the family delegated to them
 * (issue 36; 404: no month open).
 */
export function ownReportQueryOptions() {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'own'],
    queryFn: () => api.get<MeReportsResponse>('/me/reports'),
    // always fresh when the page opens: the overseer may have sent it or the month closed meanwhile
    staleTime: 0,
    retry: false,
  });
}

export function useOwnReport() {
  return useQuery(ownReportQueryOptions());
}

/** PUT /me/reports/{id}: the publisher sends their report or a family member's (409 STALE_VERSION: changed since read). */
export function putOwnReport({ reportId, body }: { reportId: number; body: PutMeReportBody }): Promise<OwnReport> {
  return api.put<OwnReport>(`/me/reports/${reportId}`, body);
}

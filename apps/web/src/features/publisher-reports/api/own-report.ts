import type { MeReportResponse, OwnReport, PutMeReportBody } from '@congregacao/shared/contracts/self-reporting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from '../../../lib/queries/keys';

/** GET /me/report: the open month and the signed-in publisher's own report (404: no month open). */
export function ownReportQueryOptions() {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'own'],
    queryFn: () => api.get<MeReportResponse>('/me/report'),
    // always fresh when the page opens: the overseer may have sent it or the month closed meanwhile
    staleTime: 0,
    retry: false,
  });
}

export function useOwnReport() {
  return useQuery(ownReportQueryOptions());
}

/** PUT /me/report: the publisher sends their report (409 STALE_VERSION: changed since it was read). */
export function putOwnReport(body: PutMeReportBody): Promise<OwnReport> {
  return api.put<OwnReport>('/me/report', body);
}

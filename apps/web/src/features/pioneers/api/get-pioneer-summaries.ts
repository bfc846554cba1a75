import type { PioneerMonthSummary } from '@congregacao/shared/contracts/history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, failsWith } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from '../../../lib/queries/keys';
import { PIONEER_CALL_FAILURES } from './call-failures';

/** GET /publisherreports/pioneers/{serviceYear}: one summary per month, September first ([] = no pioneers). */
export function getPioneerSummaries(serviceYear: number): Promise<PioneerMonthSummary[]> {
  return failsWith(
    PIONEER_CALL_FAILURES.pioneerTotals,
    api.get<PioneerMonthSummary[]>(`/publisherreports/pioneers/${serviceYear}`),
  );
}

export function pioneerSummariesQueryOptions(serviceYear: number) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'pioneers', 'year', serviceYear],
    queryFn: () => getPioneerSummaries(serviceYear),
  });
}

export function usePioneerSummaries(serviceYear: number | null) {
  return useQuery({ ...pioneerSummariesQueryOptions(serviceYear ?? 0), enabled: serviceYear !== null });
}

import type { PioneerReport } from '@congregacao/shared/contracts/history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, failsWith } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from '../../../lib/queries/keys';
import { PIONEER_CALL_FAILURES } from './call-failures';

/** GET /publisherreports/pioneers/{month}/{year} (month 0-11): the month's pioneer reports by name. */
export function getPioneerMonth(month: number, year: number): Promise<PioneerReport[]> {
  return failsWith(
    PIONEER_CALL_FAILURES.pioneerReports,
    api.get<PioneerReport[]>(`/publisherreports/pioneers/${month}/${year}`),
  );
}

export function pioneerMonthQueryOptions(month: number, year: number) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'pioneers', 'month', year, month],
    queryFn: () => getPioneerMonth(month, year),
  });
}

export function usePioneerMonth(params: { month: number; year: number } | null) {
  return useQuery({ ...pioneerMonthQueryOptions(params?.month ?? 0, params?.year ?? 0), enabled: params !== null });
}

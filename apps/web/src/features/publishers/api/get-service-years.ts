import type { ServiceYears } from '@congregacao/shared/contracts/history';
import { PUBLISHER_MESSAGES } from '@congregacao/shared/publisher-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

/** Service years that have reports, distinct, newest first (feeds the year pickers); of one publisher when given. */
export async function getServiceYears(publisherId?: number): Promise<number[]> {
  const body = await api.get<ServiceYears>('/publisherreports/service-years', { query: { publisherId } });
  return body.serviceYears;
}

export function serviceYearsQueryOptions(publisherId?: number) {
  return queryOptions({
    queryKey: ['service-years', publisherId ?? 'all'],
    queryFn: () => getServiceYears(publisherId),
  });
}

/** Loaded when a picker opens; a failure shows 'Error fetching service years'. */
export function useServiceYears(isEnabled: boolean, publisherId?: number) {
  const query = useQuery({ ...serviceYearsQueryOptions(publisherId), enabled: isEnabled });
  useEffect(() => {
    if (query.isError) toast.error(PUBLISHER_MESSAGES.serviceYearsFailed, { id: 'service-years-error' });
  }, [query.isError]);
  return query;
}

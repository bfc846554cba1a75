import type { ServiceYears } from '@congregacao/shared/contracts/history';
import { ERROR_CODES } from '@congregacao/shared/error-codes';
import { PUBLISHER_MESSAGES } from '@congregacao/shared/publisher-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, hasErrorCode } from '../../../lib/api-client';
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

/** The server's reason when it refuses a publisher's years (another group's, to an Elder): the picker shows it. */
export const refusalOf = (error: unknown) => (hasErrorCode(error, ERROR_CODES.FORBIDDEN) ? error.message : undefined);

/** Loaded when a picker opens; a failure shows 'Error fetching service years', unless it is a refusal. */
export function useServiceYears(isEnabled: boolean, publisherId?: number) {
  const query = useQuery({ ...serviceYearsQueryOptions(publisherId), enabled: isEnabled });
  const isRefused = refusalOf(query.error) !== undefined;
  useEffect(() => {
    if (query.isError && !isRefused) toast.error(PUBLISHER_MESSAGES.serviceYearsFailed, { id: 'service-years-error' });
  }, [query.isError, isRefused]);
  return query;
}

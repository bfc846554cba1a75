import type { PutReportingDelegateBody, ReportingDelegate } from '@congregacao/shared/contracts/delegates';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PUBLISHERS_QUERY_KEY } from '../../../lib/queries/publishers';

const delegateQuery = (publisherId: number) =>
  queryOptions({
    queryKey: [...PUBLISHERS_QUERY_KEY, publisherId, 'reporting-delegate'],
    queryFn: () => api.get<ReportingDelegate>(`/publishers/${publisherId}/reporting-delegate`),
  });

/** GET /publishers/{id}/reporting-delegate: who sends this publisher's report, and who could. */
export const useReportingDelegate = (publisherId: number) => useQuery(delegateQuery(publisherId));

/** PUT /publishers/{id}/reporting-delegate. */
export function useSetReportingDelegate(publisherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutReportingDelegateBody) =>
      api.put<ReportingDelegate>(`/publishers/${publisherId}/reporting-delegate`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: delegateQuery(publisherId).queryKey }),
  });
}

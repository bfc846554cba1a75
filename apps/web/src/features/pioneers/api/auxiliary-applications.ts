import type { Application } from '@congregacao/shared/contracts/pioneer-year';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from '../../../lib/queries/keys';

const KEY = [...REPORTS_QUERY_KEY, 'auxiliary-applications', 'pending'] as const;

/** GET /auxiliary-pioneer-applications?status=pending. */
export function usePendingApplications() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => api.get<Application[]>('/auxiliary-pioneer-applications?status=pending'),
  });
}

/** POST /auxiliary-pioneer-applications/{id}/decision (the server checks that the caller may decide). */
export function useDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) =>
      api.post<Application>(`/auxiliary-pioneer-applications/${id}/decision`, { approve }),
    onSuccess: () => client.invalidateQueries({ queryKey: REPORTS_QUERY_KEY }),
  });
}

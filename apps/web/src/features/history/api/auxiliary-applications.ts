import type { Application, ApplicationBody } from '@congregacao/shared/contracts/pioneer-year';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from '../../../lib/queries/keys';

const KEY = [...REPORTS_QUERY_KEY, 'own-applications'] as const;

/** GET /me/auxiliary-pioneer-applications: the signed-in publisher's applications and their state. */
export function useOwnApplications() {
  return useQuery({ queryKey: KEY, queryFn: () => api.get<Application[]>('/me/auxiliary-pioneer-applications') });
}

/** POST /me/auxiliary-pioneer-applications. */
export function useApply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationBody) => api.post<Application>('/me/auxiliary-pioneer-applications', body),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

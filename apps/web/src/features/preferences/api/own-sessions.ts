import type { OwnSessionsResponse } from '@congregacao/shared/contracts/sessions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /users/me/sessions */
export function ownSessionsQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'me', 'sessions'],
    queryFn: () => api.get<OwnSessionsResponse>('/users/me/sessions'),
  });
}

export function useOwnSessions() {
  return useQuery(ownSessionsQueryOptions());
}

function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ownSessionsQueryOptions().queryKey });
}

/** DELETE /users/me/sessions/{id} */
export function useEndSession() {
  const refresh = useRefreshSessions();
  return useMutation({ mutationFn: (id: number) => api.delete(`/users/me/sessions/${id}`), onSettled: refresh });
}

/** DELETE /users/me/sessions: all but this one. */
export function useEndOtherSessions() {
  const refresh = useRefreshSessions();
  return useMutation({ mutationFn: () => api.delete<{ ended: number }>('/users/me/sessions'), onSettled: refresh });
}

import type { EndedSessionsResponse, OwnSessionsResponse } from '@congregacao/shared/contracts/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ownQuery } from './own-query';

const sessions = ownQuery<OwnSessionsResponse>('sessions');
export const useOwnSessions = sessions.useRead;

function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessions.key });
}

/** DELETE /users/me/sessions/{id} */
export function useEndSession() {
  const refresh = useRefreshSessions();
  return useMutation({ mutationFn: (id: number) => api.delete(`/users/me/sessions/${id}`), onSettled: refresh });
}

/** DELETE /users/me/sessions: all but this one; the answer lists the factors added in the last day. */
export function useEndOtherSessions() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: () => api.delete<EndedSessionsResponse>('/users/me/sessions'),
    onSettled: refresh,
  });
}

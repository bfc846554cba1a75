import type { UserResponse } from '@congregacao/shared/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { USERS_QUERY_KEY } from '../../../lib/queries/keys';

/** DELETE /users/{id}: soft delete. */
export function deleteUser(id: number): Promise<UserResponse> {
  return api.delete<UserResponse>(`/users/${id}`);
}

export function restoreUser(id: number): Promise<UserResponse> {
  return api.post<UserResponse>(`/users/${id}/restore`);
}

export function invalidateUserSessions(id: number): Promise<{ ok: true; sessionsEnded: number }> {
  return api.post(`/users/${id}/invalidate-sessions`);
}

function useUsersMutation<T>(mutationFn: (id: number) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }) });
}

export const useDeleteUser = () => useUsersMutation(deleteUser);
export const useRestoreUser = () => useUsersMutation(restoreUser);
export const useInvalidateSessions = () => useUsersMutation(invalidateUserSessions);

import type { UpdateUserBody, UserResponse } from '@congregacao/shared/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { USERS_QUERY_KEY } from '../../../lib/queries/keys';

export function updateUser({ id, body }: { id: number; body: UpdateUserBody }): Promise<UserResponse> {
  return api.put<UserResponse>(`/users/${id}`, body);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}

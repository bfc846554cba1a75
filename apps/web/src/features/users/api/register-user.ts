import type { RegisterUserBody, UserResponse } from '@congregacao/shared/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { USERS_QUERY_KEY } from '../../../lib/queries/keys';

export function registerUser(body: RegisterUserBody): Promise<UserResponse> {
  return api.post<UserResponse>('/users/register', body);
}

export function useRegisterUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}

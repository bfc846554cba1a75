import type { ChangePasswordBody, ChangePasswordResponse } from '@congregacao/shared/contracts/users';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * PUT /users/password {currentPassword, newPassword, username}; a 401 here means "wrong current password". The answer
 * lists the factors added in the last day; the screen stores the new user (the guards read it) once they are dealt with.
 */
export function changePassword(body: ChangePasswordBody): Promise<ChangePasswordResponse> {
  return api.put<ChangePasswordResponse>('/users/password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

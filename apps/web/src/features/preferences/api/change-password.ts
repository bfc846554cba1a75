import type { ChangePasswordBody, UserResponse } from '@congregacao/shared/contracts/users';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { updateStoredUser } from '../../../lib/session';

/** PUT /users/password {currentPassword, newPassword, username}; a 401 here means "wrong current password". */
export function changePassword(body: ChangePasswordBody): Promise<UserResponse> {
  return api.put<UserResponse>('/users/password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: ({ user }) => updateStoredUser(user) });
}

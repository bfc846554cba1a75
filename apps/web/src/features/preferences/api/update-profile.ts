import type { UpdateProfileBody, UserResponse } from '@congregacao/shared/contracts/users';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { updateStoredUser } from '../../../lib/session';

/** PUT /users/profile: display name and/or theme; the stored user follows on success. */
export function updateProfile(body: UpdateProfileBody): Promise<UserResponse> {
  return api.put<UserResponse>('/users/profile', body);
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, onSuccess: ({ user }) => updateStoredUser(user) });
}

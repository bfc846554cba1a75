import type { PasswordResetLink } from '@congregacao/shared/contracts/password-reset';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /users/{id}/password-reset-link: a one-time link to hand over (a newer one cancels the older). */
export function createPasswordResetLink(id: number): Promise<PasswordResetLink> {
  return api.post<PasswordResetLink>(`/users/${id}/password-reset-link`);
}

export const useCreatePasswordResetLink = () => useMutation({ mutationFn: createPasswordResetLink });

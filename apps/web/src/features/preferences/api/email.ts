import type { ConfirmEmailBody, RequestEmailCodeResponse, UserResponse } from '@congregacao/shared/contracts/users';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { updateStoredUser } from '../../../lib/session';

/**
 * POST /users/email/request-code {newEmail}: a 6-digit code goes to the new address, or to the server's log when
 * the server sends no email (`delivery`).
 */
export function requestEmailCode(newEmail: string): Promise<RequestEmailCodeResponse> {
  return api.post<RequestEmailCodeResponse>('/users/email/request-code', { newEmail });
}

export function confirmEmail(body: ConfirmEmailBody): Promise<UserResponse> {
  return api.post<UserResponse>('/users/email/confirm', body);
}

export function removeEmail(): Promise<UserResponse> {
  return api.delete<UserResponse>('/users/email');
}

export function useRequestEmailCode() {
  return useMutation({ mutationFn: requestEmailCode });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail, onSuccess: ({ user }) => updateStoredUser(user) });
}

export function useRemoveEmail() {
  return useMutation({ mutationFn: removeEmail, onSuccess: ({ user }) => updateStoredUser(user) });
}

import type { PasswordResetBody, PasswordResetRequestResponse } from '@congregacao/shared/contracts/password-reset';
import { api } from '../../../lib/api-client';

/** POST /auth/password-reset (no session): always 202; `canEmail` says whether this server sends mail. */
export function requestPasswordReset(username: string): Promise<PasswordResetRequestResponse> {
  return api.post<PasswordResetRequestResponse>('/auth/password-reset', { username });
}

/** POST /auth/password-reset/{token}: sets the new password and ends every session of the account. */
export function resetPassword(token: string, body: PasswordResetBody): Promise<{ ok: true; sessionsEnded: number }> {
  return api.post(`/auth/password-reset/${encodeURIComponent(token)}`, body);
}

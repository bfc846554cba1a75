import type { SessionResponse } from '@congregacao/shared/contracts/auth';
import type { LoginMfaBody, MfaChallenge } from '@congregacao/shared/contracts/mfa';
import { api } from '../../../lib/api-client';

/** The answer of a first factor: a session, or the token of the second step. */
export type FirstFactorAnswer = SessionResponse | MfaChallenge;

/** POST /auth/login/mfa {mfaToken, code}: a TOTP code or a recovery code. */
export function loginWithCode(body: LoginMfaBody): Promise<SessionResponse> {
  return api.post<SessionResponse>('/auth/login/mfa', body);
}

import { t } from '@congregacao/shared/i18n/translate';
import { api, isApiError } from '../../../lib/api-client';
import type { FirstFactorAnswer } from './login-mfa';

export interface GoogleCredential {
  credential: string;
  clientId?: string;
  select_by?: string;
}

/** POST /auth/google {credential} (the button's client id and select_by travel along; the server ignores them). */
export function googleLogin(body: GoogleCredential): Promise<FirstFactorAnswer> {
  return api.post<FirstFactorAnswer>('/auth/google', body);
}

/** A Google sign-in that failed without a reason from the server. */
export const googleSignInFailed = () => t('google.failed');

/** External sign-in errors (spec point 8, "Login"): 401 gives the server's text, else the generic failure. */
export function googleLoginErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 401) return error.serverError || t('google.invalidAccount');
  return googleSignInFailed();
}

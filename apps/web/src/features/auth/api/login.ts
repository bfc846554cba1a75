import type { LoginBody } from '@congregacao/shared/contracts/auth';
import { t } from '@congregacao/shared/i18n/translate';
import { api, isApiError, withServerReason } from '../../../lib/api-client';
import type { FirstFactorAnswer } from './login-mfa';

export function login(body: LoginBody): Promise<FirstFactorAnswer> {
  return api.post<FirstFactorAnswer>('/auth/login', body);
}

/** Login error catalogue (spec point 8, "Login"). */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return error.serverError || t('auth.badCredentials');
    if (error.status === 429) return withServerReason(t('auth.tooManyAttempts'), error);
    if (error.status >= 500) return t('signIn.serverError');
  }
  return (error instanceof Error && error.message) || t('signIn.failed');
}

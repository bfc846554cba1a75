import { BAD_CREDENTIALS, TOO_MANY_ATTEMPTS } from '@congregacao/shared/auth-messages';
import type { LoginBody } from '@congregacao/shared/contracts/auth';
import { api, isApiError, withServerReason } from '../../../lib/api-client';
import type { FirstFactorAnswer } from './login-mfa';

export const LOGIN_SUCCESS_MESSAGE = 'Sessão iniciada com sucesso!';

export function login(body: LoginBody): Promise<FirstFactorAnswer> {
  return api.post<FirstFactorAnswer>('/auth/login', body);
}

/** Login error catalogue (spec point 8, "Login"). */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return error.serverError || BAD_CREDENTIALS;
    if (error.status === 429) return withServerReason(TOO_MANY_ATTEMPTS, error);
    if (error.status >= 500) return 'Erro do servidor. Tente novamente mais tarde.';
  }
  return (error instanceof Error && error.message) || 'Erro ao iniciar sessão. Tente novamente.';
}

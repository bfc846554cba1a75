import { AUTH_MESSAGES } from '@congregacao/shared/auth-messages';
import type { LoginBody, SessionResponse } from '@congregacao/shared/contracts/auth';
import { api, isApiError, withServerReason } from '../../../lib/api-client';

export const LOGIN_SUCCESS_MESSAGE = 'Sessão iniciada com sucesso!';

export function login(body: LoginBody): Promise<SessionResponse> {
  return api.post<SessionResponse>('/auth/login', body);
}

/** Login error catalogue (spec point 8, "Login"). */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return error.serverError || AUTH_MESSAGES.badCredentials;
    if (error.status === 429) return withServerReason(AUTH_MESSAGES.tooManyAttempts, error);
    if (error.status >= 500) return 'Erro do servidor. Tente novamente mais tarde.';
  }
  return (error instanceof Error && error.message) || 'Erro ao iniciar sessão. Tente novamente.';
}

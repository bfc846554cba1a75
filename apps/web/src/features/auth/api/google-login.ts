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

export const GOOGLE_INVALID_ACCOUNT = 'Conta Google inválida. Utilize uma conta associada a um utilizador.';
export const GOOGLE_SIGN_IN_FAILED = 'Erro ao iniciar sessão com o Google. Tente novamente.';

/** External sign-in errors (spec point 8, "Login"): 401 gives the server's text, else the generic failure. */
export function googleLoginErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 401) return error.serverError || GOOGLE_INVALID_ACCOUNT;
  return GOOGLE_SIGN_IN_FAILED;
}

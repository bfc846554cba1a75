import { ERROR_CODES, type ErrorCode } from '@congregacao/shared/error-codes';
import { type ApiError, hasErrorCode, isApiError } from '../../../lib/api-client';

/** Toasts of spec point 8, "Preferences". */
export const PREFERENCE_MESSAGES = {
  profileSaved: 'Perfil atualizado com sucesso!',
  profileFailed: 'Erro ao atualizar perfil. Tente novamente.',
  themeSaved: 'Tema atualizado com sucesso!',
  themeFailed: 'Erro ao guardar tema. Tente novamente.',
  codeSent: 'Código de confirmação enviado para o seu email!',
  codeInServerLog:
    'O envio de email não está configurado: o código ficou no registo do servidor. Peça-o ao administrador.',
  codeUsedUp: 'Este código já não pode ser usado',
  emailInUse: 'Este email já está em uso por outro utilizador.',
  codeFailed: 'Erro ao enviar código de confirmação. Tente novamente.',
  emailSaved: 'Email atualizado com sucesso!',
  codeInvalid: 'Código de confirmação inválido. Verifique o código e tente novamente.',
  confirmFailed: 'Erro ao confirmar alteração de email. Tente novamente.',
  emailRemoved: 'Email removido com sucesso!',
  removeFailed: 'Erro ao remover email. Tente novamente.',
  passwordSaved: 'Palavra-passe atualizada com sucesso!',
  wrongPassword: 'Password atual incorreta. Por favor, verifique e tente novamente.',
  passwordFailed: 'Ocorreu um erro. Por favor tente mais tarde.',
} as const;

/**
 * A confirmation the code cannot give any more: used up by wrong tries (429 CONFIRMATION_CODE_USED_UP, or the fifth
 * wrong try's `attemptsLeft: 0`), or expired. Only a new code helps.
 */
export function needsNewCode(error: unknown): error is ApiError {
  if (hasErrorCode(error, ERROR_CODES.CONFIRMATION_CODE_USED_UP)) return true;
  const body = isApiError(error) ? (error.body as { attemptsLeft?: unknown } | null) : null;
  return body?.attemptsLeft === 0;
}

/** The message for a failed call: `byCode[the server's code]`, else the fallback. */
export function messageForCode(error: unknown, byCode: Partial<Record<ErrorCode, string>>, fallback: string): string {
  const code = isApiError(error) ? (error.code as ErrorCode | undefined) : undefined;
  return (code && byCode[code]) || fallback;
}

/** Password change: 401 wrong password; else 'Erro: {server error}', else 'Erro: {message}', else the default. */
export function passwordErrorMessage(error: unknown): string {
  if (hasErrorCode(error, ERROR_CODES.UNAUTHENTICATED)) return PREFERENCE_MESSAGES.wrongPassword;
  if (isApiError(error) && error.serverError) return `Erro: ${error.serverError}`;
  if (error instanceof Error && error.message) return `Erro: ${error.message}`;
  return PREFERENCE_MESSAGES.passwordFailed;
}

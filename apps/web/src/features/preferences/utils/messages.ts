import { ERROR_CODES, type ErrorCode } from '@congregacao/shared/error-codes';
import { messages, TEXT } from '@congregacao/shared/i18n/messages';
import { t } from '@congregacao/shared/i18n/translate';
import { type ApiError, hasErrorCode, isApiError } from '../../../lib/api-client';

/** Toasts of spec point 8, "Preferences" (catalogue namespace `preferences`, ADR 043). */
export const PREFERENCE_MESSAGES = messages('preferences', {
  profileSaved: TEXT,
  profileFailed: TEXT,
  themeSaved: TEXT,
  themeFailed: TEXT,
  codeSent: TEXT,
  codeInServerLog: TEXT,
  codeUsedUp: TEXT,
  emailInUse: TEXT,
  codeFailed: TEXT,
  emailSaved: TEXT,
  codeInvalid: TEXT,
  confirmFailed: TEXT,
  emailRemoved: TEXT,
  removeFailed: TEXT,
  passwordSaved: TEXT,
  wrongPassword: TEXT,
  passwordFailed: TEXT,
});

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
  if (isApiError(error) && error.serverError) return t('preferences.errorWith', { reason: error.serverError });
  if (error instanceof Error && error.message) return t('preferences.errorWith', { reason: error.message });
  return PREFERENCE_MESSAGES.passwordFailed;
}

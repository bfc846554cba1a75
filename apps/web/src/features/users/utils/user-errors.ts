import { EMAIL_EXISTS, USERNAME_EXISTS } from '@congregacao/shared/contracts/users';
import { ERROR_CODES } from '@congregacao/shared/error-codes';
import { t } from '@congregacao/shared/i18n/translate';
import { hasErrorCode, isApiError } from '../../../lib/api-client';

export type DuplicateField = { field: 'username' | 'email'; message: string };

/** A 409 the client maps to an inline message on the field (spec point 8, "Registration"). */
export function duplicateField(error: unknown): DuplicateField | null {
  if (!isApiError(error) || error.status !== 409) return null;
  if (error.serverError === USERNAME_EXISTS) return { field: 'username', message: t('user.errors.usernameTaken') };
  if (error.serverError === EMAIL_EXISTS) return { field: 'email', message: t('user.errors.emailTaken') };
  return null;
}

/** The toast for a failed create / update: other 409s show the server's text, anything else the fallback. */
export function userSaveErrorMessage(error: unknown, fallback: string): string {
  const duplicate = duplicateField(error);
  if (duplicate) return duplicate.message;
  if (hasErrorCode(error, ERROR_CODES.CONFLICT)) return error.serverError || t('user.errors.validation');
  return fallback;
}

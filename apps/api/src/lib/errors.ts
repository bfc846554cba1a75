import { AUTH_MESSAGES } from '@congregacao/shared/auth-messages';
import { ERROR_STATUS, type ErrorCode } from '@congregacao/shared/error-codes';
import { t } from '@congregacao/shared/i18n/translate';
import type { RefusalRecord } from './audit';

export { ERROR_STATUS, type ErrorCode };

/**
 * The one error the API throws on purpose: a code of the shared list (its HTTP status comes with it), a pt-PT message
 * for the person, `extra` fields for the answer and, for a refusal, what the audit log should say about it (the error
 * handler records every 401 and 403, and any error carrying `audit`; docs/decisions/018).
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly audit?: RefusalRecord,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new AppError('VALIDATION', message, extra);
/**
 * A value the API refuses, named by its field: `Valor inválido em <field>: <reason>` (400). The one home of that
 * wording: zod's refusals (plugins/errors.ts) and every rule checked by hand use it.
 */
export const invalidValue = (field: string, reason: string, extra?: Record<string, unknown>) =>
  badRequest(t('validation.invalidValue', { field, reason }), extra);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string, extra?: Record<string, unknown>) => new AppError('CONFLICT', message, extra);

/** A refusal (403): recorded as UNAUTHORIZED_ACCESS by the error handler, with `audit` saying what was refused. */
export const forbidden = (message: string, audit?: RefusalRecord) => new AppError('FORBIDDEN', message, {}, audit);
/** No valid session, or a credential that does not match (401): recorded by the error handler. */
export const unauthenticated = (message?: string, audit?: RefusalRecord) =>
  new AppError('UNAUTHENTICATED', message ?? AUTH_MESSAGES.sessionInvalid, {}, audit);

/** PostgreSQL unique violation (23505), for turning races on unique keys into 409s. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: unknown } | null;
  if (!e) return false;
  if (e.code === '23505') return !constraint || e.constraint === constraint;
  return e.cause ? isUniqueViolation(e.cause, constraint) : false;
}

/** PostgreSQL foreign-key violation (23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: unknown } | null;
  if (!e) return false;
  return e.code === '23503' || (e.cause ? isForeignKeyViolation(e.cause) : false);
}

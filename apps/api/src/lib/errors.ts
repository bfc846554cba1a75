import { ERROR_STATUS, type ErrorCode } from '@congregacao/shared/error-codes';

export { ERROR_STATUS, type ErrorCode };

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new AppError('VALIDATION', message, extra);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string, extra?: Record<string, unknown>) => new AppError('CONFLICT', message, extra);
export const forbidden = (message = 'Acesso negado') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Sessão inválida ou expirada') => new AppError('UNAUTHENTICATED', message);

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

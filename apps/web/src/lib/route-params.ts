import { ID_MAX } from '@congregacao/shared/limits';
import type { z } from 'zod';

const DIGITS = /^\d+$/;

/**
 * Route parameters that must all be present and numeric (e.g. /pioneiros/{mês}/{ano}), then valid for `schema`
 * (ranges). Returns the parsed values, or null for a malformed URL.
 */
export function parseNumericParams<T extends z.ZodType>(
  params: Readonly<Record<string, string | undefined>>,
  keys: readonly string[],
  schema: T,
): z.infer<T> | null {
  if (!keys.every((key) => DIGITS.test(params[key] ?? ''))) return null;
  const parsed = schema.safeParse(Object.fromEntries(keys.map((key) => [key, params[key]])));
  return parsed.success ? parsed.data : null;
}

/**
 * An id route parameter (/relatorios/{id}, /publicadores/editar/{id}, ...): digits only, then a valid id (positive,
 * within the API's range, as contracts/common's idSchema). Returns the number, or null for a missing or malformed
 * parameter. Without zod, so the screens that only read an id do not load it.
 */
export function parseIdParam(raw: string | undefined): number | null {
  if (!DIGITS.test(raw ?? '')) return null;
  const id = Number(raw);
  return id > 0 && id <= ID_MAX ? id : null;
}

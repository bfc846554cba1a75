import { z } from 'zod';
import { ID_MAX } from '../limits';

export const errorSchema = z.looseObject({ error: z.string(), code: z.string().optional() });
export type ErrorBody = z.infer<typeof errorSchema>;

/** A positive integer id taken from a path parameter ("12" -> 12). */
export const idSchema = z.coerce.number().int().positive().max(ID_MAX);
export const idParamsSchema = z.object({ id: idSchema });

/** yyyy-mm-dd calendar date. */
export const isoDateSchema = z.iso.date();

/** A string trimmed, with an empty value meaning "none" (null). */
export function optionalText(max: number) {
  return z
    .string()
    .max(max)
    .nullish()
    .transform((v) => {
      const t = v?.trim();
      return t ? t : null;
    });
}

export const okSchema = z.object({ ok: z.literal(true) });

/** One schema under each of the keys: `z.object({ ...each(['month', 'year'], z.int()), … })`. */
export function each<const K extends string, S extends z.ZodType>(keys: readonly K[], schema: S): Record<K, S> {
  return Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>;
}

/**
 * A schema's own message, read in the language of the moment each time a value is refused (ADR 043): a string given
 * to zod would be read once, when the schema is built.
 */
export const said = (text: () => string) => ({ error: () => text() });

import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * One md5 over what an import is planned against: each part is a `select string_agg(…) from table` naming the
 * rows' keys, so that any write to those rows since the preview gives another value.
 */
export async function fingerprintOf(db: DbOrTx, parts: SQL[]): Promise<string> {
  const joined = sql.join(
    parts.map((part) => sql`coalesce((${part}), '')`),
    sql` || '|' || `,
  );
  const result = await db.execute<{ fingerprint: string }>(sql`select md5(${joined}) as fingerprint`);
  return result.rows[0]!.fingerprint;
}

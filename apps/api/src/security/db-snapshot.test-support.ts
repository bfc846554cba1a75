import type pg from 'pg';

/** Tables whose content a refused or rejected call must leave untouched (audit and session bookkeeping excluded). */
const EXCLUDED = new Set(['audit_logs', 'sessions', '__drizzle_migrations']);

/** A fingerprint of every business table: equal fingerprints mean nothing changed. */
export async function snapshotDatabase(pool: pg.Pool): Promise<Record<string, string>> {
  const { rows } = await pool.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const result: Record<string, string> = {};
  for (const { table_name } of rows) {
    if (EXCLUDED.has(table_name)) continue;
    const { rows: digest } = await pool.query<{ n: number; md5: string | null }>(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5 from "${table_name}" t`,
    );
    result[table_name] = `${digest[0]?.n}:${digest[0]?.md5}`;
  }
  return result;
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { codeSchemaVersion, databaseSchemaVersion, listTables } from '../backup/catalog';
import { createPool } from './client';
import { runMigrations } from './migrate';

const { adminUrl, prefix } = inject('testDb');
const name = `${prefix}mig_${randomBytes(3).toString('hex')}`;
const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(() => admin(`create database "${name}"`));
afterAll(() => admin(`drop database if exists "${name}" with (force)`));

describe('migrations at start', () => {
  it('do not race when several instances start together on a fresh database', async () => {
    const pools = Array.from({ length: 4 }, () => createPool(url, 1));
    try {
      const results = await Promise.allSettled(pools.map((pool) => runMigrations(pool)));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);

      const client = await pools[0]!.connect();
      try {
        expect(await databaseSchemaVersion(client)).toEqual(codeSchemaVersion());
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        expect(rows[0]!.n).toBe(codeSchemaVersion().version); // each migration applied once
        expect((await listTables(client)).map((t) => t.name)).toEqual(
          expect.arrayContaining(['users', 'sessions', 'publishers', 'publisher_reports', 'audit_logs']),
        );
      } finally {
        client.release();
      }
      await runMigrations(pools[1]!); // and a later start finds nothing to do
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });
});

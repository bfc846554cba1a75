import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { createDb, createPool, type Database } from './client';
import { startEmbeddedPostgres } from './embedded';
import { runMigrations } from './migrate';

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  embedded: boolean;
  /** Ends the pool, then stops the embedded PostgreSQL if we started one. */
  close(): Promise<void>;
}

export const EMBEDDED_DATABASE = 'congregacao';

async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function openDatabase(config: Config, log: (msg: string) => void): Promise<DatabaseHandle> {
  let url = config.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const embedded = await startEmbeddedPostgres({
      databaseDir: path.join(config.dataDir, 'postgres'),
      port: config.EMBEDDED_PG_PORT,
      log,
    });
    stopEmbedded = embedded.stop;
    url = await ensureDatabase(embedded.url, EMBEDDED_DATABASE);
  }
  const pool = createPool(url);
  try {
    await runMigrations(pool);
  } catch (error) {
    await pool.end();
    await stopEmbedded?.();
    throw error;
  }
  return {
    db: createDb(pool),
    pool,
    embedded: Boolean(stopEmbedded),
    async close() {
      await pool.end();
      await stopEmbedded?.();
    },
  };
}

import path from 'node:path';
import type { Config } from '../config';
import { createDb, createPool } from './client';
import { type DatabaseHandle, EMBEDDED_DATABASE, openDatabase } from './database';
import { embeddedUrl, livePostmaster } from './embedded';
import { runMigrations } from './migrate';

/**
 * The database a command-line tool (admin, seed, backup, restore) works on. With DATABASE_URL, that server.
 * Embedded: when a server is running on DATA_DIR, its PostgreSQL (connected to, never stopped under it);
 * otherwise the embedded PostgreSQL is started for the command and stopped after. Migrations run either way.
 */
export async function openCliDatabase(config: Config, log: (msg: string) => void): Promise<DatabaseHandle> {
  if (!config.DATABASE_URL) {
    const running = await livePostmaster(path.join(config.dataDir, 'postgres'));
    if (running?.ownerPid) {
      log(`Using the embedded PostgreSQL of the running server (port ${running.port}).`);
      const pool = createPool(embeddedUrl(running.port, EMBEDDED_DATABASE), 2);
      try {
        await runMigrations(pool);
      } catch (error) {
        await pool.end();
        throw error;
      }
      return { db: createDb(pool), pool, embedded: true, close: () => pool.end() };
    }
  }
  return openDatabase(config, log);
}

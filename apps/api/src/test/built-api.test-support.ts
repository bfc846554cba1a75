import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** A private build of the API (server and CLIs) under apps/api/.tmp, so tests never touch dist/. */
export async function buildApi(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = path.join(API_DIR, '.tmp', `dist-${randomBytes(4).toString('hex')}`);
  const result = await run(process.execPath, [path.join(API_DIR, 'build.mjs')], { API_BUILD_OUTDIR: dir });
  if (result.code !== 0) throw new Error(`API build failed: ${result.stderr}`);
  // Retries: a PostgreSQL still shutting down may write into its directory while it is being removed (ENOTEMPTY).
  return { dir, remove: () => rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }) };
}

/** A temporary data directory PostgreSQL (running as user postgres when we are root) can enter. */
export async function tempDataDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'congregacao-built-'));
  await chmod(dir, 0o755);
  // Retries: a PostgreSQL still shutting down may write into its directory while it is being removed (ENOTEMPTY).
  return { dir, remove: () => rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }) };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a program to its end (env added to ours), collecting its output. */
export function run(command: string, args: string[], env: Record<string, string> = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface RunningServer {
  process: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Starts `dist/server.js` and waits until it says it is running. */
export async function startBuiltServer(dist: string, env: Record<string, string>, timeoutMs = 90_000) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(dist, 'server.js')], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), timeoutMs);
    const onData = (d: Buffer) => {
      output += d;
      if (output.includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before starting:\n${output}`));
    });
  });
  return { process: child, url: `http://127.0.0.1:${port}`, output: () => output, exited } satisfies RunningServer;
}

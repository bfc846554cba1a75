import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAlive } from './db/embedded';
import { freePort, tempDataDir } from './test/built-api.test-support';

// The README's quick start exactly as written (`npm install && npm start`), on a fresh data directory: start, stop,
// start again (the start that crashed with ENOTDIR once a build existed), kill -9, start, sign in with the printed
// password. The README's variables pick the data directory and the ports, so the repository's ./data is untouched.
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const QUICK_START = /```sh\n(.+)\n```/;

interface Started {
  child: ChildProcess;
  output(): string;
  exited: Promise<void>;
}

let data: Awaited<ReturnType<typeof tempDataDir>>;
let env: Record<string, string>;
let baseUrl: string;
let command: string;
const running = new Set<ChildProcess>();

async function until(what: string, probe: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const serving = () =>
  fetch(`${baseUrl}/api/health`).then(
    (r) => r.ok,
    () => false,
  );

/** Runs the README's command in its own process group (as a terminal would) until the server says it runs. */
async function start(): Promise<Started> {
  const child = spawn('sh', ['-c', command], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  exited.then(() => running.delete(child));
  await until('the server to start', () => output.includes('is running at') || child.exitCode !== null, 240_000);
  if (!output.includes('is running at')) throw new Error(`npm start failed:\n${output}`);
  return { child, output: () => output, exited };
}

/** The `npm start` process under the shell that runs the README's command line. */
async function npmPid(started: Started): Promise<number> {
  const shell = started.child.pid as number;
  const children = (await readFile(`/proc/${shell}/task/${shell}/children`, 'utf8')).trim().split(' ');
  expect(children).toHaveLength(1);
  return Number(children[0]);
}

async function postmasterPid(): Promise<number | null> {
  try {
    return Number((await readFile(path.join(data.dir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
  } catch {
    return null;
  }
}

beforeAll(async () => {
  const readme = await readFile(path.join(ROOT, 'README.md'), 'utf8');
  command = readme.slice(readme.indexOf('## Quick start')).match(QUICK_START)?.[1] ?? '';
  data = await tempDataDir();
  const port = await freePort();
  env = { DATA_DIR: data.dir, PORT: String(port), EMBEDDED_PG_PORT: String(await freePort()), LOG_LEVEL: 'warn' };
  baseUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  for (const child of running) if (child.pid) process.kill(-child.pid, 'SIGKILL');
  const pid = await postmasterPid();
  if (pid && isAlive(pid)) {
    process.kill(pid, 'SIGINT');
    await until('its PostgreSQL to stop', () => !isAlive(pid)).catch(() => process.kill(pid, 'SIGKILL'));
  }
  await data?.remove();
});

describe("the README's quick start", () => {
  it('starts every time: fresh, after a stop, after kill -9; the printed password signs in', async () => {
    expect(command).toBe('npm install && npm start');

    const first = await start();
    const password = first.output().match(/Password \(shown only once[^)]*\): (\S+)/)?.[1];
    expect(password).toBeTruthy();
    expect(await serving()).toBe(true);
    process.kill(-(first.child.pid as number), 'SIGINT'); // Ctrl-C in the terminal
    await first.exited;
    await until('the first server to stop', async () => !(await serving()));

    const second = await start(); // the build exists now: the start that used to fail with ENOTDIR
    expect(second.output()).not.toMatch(/building/);
    // kill -9 of `npm start` alone: no signal reaches the script and the server it started; they stop by themselves
    process.kill(await npmPid(second), 'SIGKILL');
    await until('the orphaned server to stop', async () => !(await serving()));
    await until('its PostgreSQL to stop', async () => (await postmasterPid()) === null);

    const third = await start();
    // kill -9 of everything the terminal started: PostgreSQL's pid file stays behind
    process.kill(-(third.child.pid as number), 'SIGKILL');
    await third.exited;
    await until('the killed server to stop answering', async () => !(await serving()));

    const fourth = await start();
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toHaveProperty('accessToken');
    process.kill(-(fourth.child.pid as number), 'SIGTERM');
    await fourth.exited;
  }, 600_000);
});

import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readArchiveHeader } from './backup/archive';
import { isAlive } from './db/embedded';
import {
  buildApi,
  freePort,
  type RunningServer,
  run,
  startBuiltServer,
  tempDataDir,
} from './test/built-api.test-support';

// The real thing: the bundled server and CLIs as child processes, on an embedded PostgreSQL in a temporary DATA_DIR.
const ADMIN_PASSWORD = 'admin-built-password';

let build: Awaited<ReturnType<typeof buildApi>>;
let data: Awaited<ReturnType<typeof tempDataDir>>;
let server: RunningServer;
let pgPort: number;
const cleanups: (() => Promise<void>)[] = [];

const env = () => ({ DATA_DIR: data.dir, EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'warn' });
const cli = (script: string, args: string[], extra: Record<string, string> = {}) =>
  run(process.execPath, [path.join(build.dir, script), ...args], { ...env(), ...extra });

async function postmasterPid(dataDir: string): Promise<number> {
  return Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  build = await buildApi();
  cleanups.push(build.remove);
  data = await tempDataDir();
  cleanups.push(data.remove);
  pgPort = await freePort();
  server = await startBuiltServer(build.dir, {
    ...env(),
    INITIAL_ADMIN_PASSWORD: ADMIN_PASSWORD,
    BACKUP_DAILY: 'true',
    BACKUP_KEEP: '3',
  });
}, 120_000);

afterAll(async () => {
  if (server && server.process.exitCode === null) {
    server.process.kill('SIGTERM');
    await server.exited;
  }
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('the built server on an embedded PostgreSQL', () => {
  it('takes the daily backup at start when BACKUP_DAILY=true', async () => {
    const dir = path.join(data.dir, 'backups');
    const file = await waitFor('the daily backup', async () => {
      const files = existsSync(dir) ? await readdir(dir) : [];
      return files.find((f) => /^congregacao-\d{8}-\d{6}\.jsonl\.gz$/.test(f));
    });
    const header = await readArchiveHeader(path.join(dir, file));
    expect(header.tables.find((t) => t.name === 'users')?.rows).toBe(1); // the first-run admin
  });

  it("npm run backup works while the server runs, on the server's own PostgreSQL", async () => {
    const pid = await postmasterPid(data.dir);
    const file = path.join(data.dir, 'manual.jsonl.gz');
    const result = await cli('backup.js', [file]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Using the embedded PostgreSQL of the running server/);
    expect(result.stdout).toMatch(/Backup written: .*manual\.jsonl\.gz \(\d+ rows/);
    expect(await postmasterPid(data.dir)).toBe(pid);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('other commands share the running PostgreSQL too, and a second server on the same DATA_DIR refuses to start', async () => {
    const pid = await postmasterPid(data.dir);
    const admin = await cli('admin.js', ['reset-password', 'nobody']);
    expect(admin.stdout).toMatch(/Using the embedded PostgreSQL of the running server/);
    expect(admin.stderr).toMatch(/No user named "nobody"/);

    const second = await run(process.execPath, [path.join(build.dir, 'server.js')], {
      ...env(),
      PORT: String(await freePort()),
    });
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/is in use by another running Congregação process \(pid \d+\); stop it first/);
    expect(await postmasterPid(data.dir)).toBe(pid);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 60_000);

  it('on SIGTERM finishes the request in flight, refuses new connections, then stops PostgreSQL', async () => {
    const postgresPid = await postmasterPid(data.dir);
    const body = JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD });
    const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let response = '';
    socket.on('data', (d) => {
      response += d;
    });
    const closed = new Promise((r) => socket.once('close', r));
    // a slow client: headers and half the body now, the rest after the signal
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 300));
    server.process.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    expect(server.process.exitCode).toBeNull(); // still draining
    socket.write(body.slice(10));
    await closed;
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response).toMatch(/\r\nconnection: close\r\n/i);
    expect(response).toMatch(/"accessToken":"/);
    expect(await server.exited).toBe(0);
    await waitFor('PostgreSQL to stop', async () => (isAlive(postgresPid) ? undefined : true), 10_000);
    expect(existsSync(path.join(data.dir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 60_000);

  it('npm run restore loads the backup into a fresh DATA_DIR once, and refuses a second time or a newer archive', async () => {
    const archive = path.join(data.dir, 'manual.jsonl.gz');
    const target = await tempDataDir();
    cleanups.push(target.remove);
    const targetEnv = { DATA_DIR: target.dir, EMBEDDED_PG_PORT: String(await freePort()) };

    const restored = await cli('restore.js', [archive], targetEnv);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/Restored \d+ rows from .*manual\.jsonl\.gz/);

    const again = await cli('restore.js', [archive], targetEnv);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/The target database is not empty \(.*users: 1.*\)/);

    const newer = path.join(data.dir, 'newer.jsonl.gz');
    const [header, ...rows] = gunzipSync(await readFile(archive))
      .toString('utf8')
      .split('\n');
    await writeFile(
      newer,
      gzipSync([JSON.stringify({ ...JSON.parse(header!), schemaVersion: 999 }), ...rows].join('\n')),
    );
    const refused = await cli('restore.js', [newer], targetEnv);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/comes from a newer version of Congregação .*Upgrade the application, then restore/);

    const usage = await cli('restore.js', [], targetEnv);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/Usage: npm run restore -- <file>/);
  }, 120_000);
});

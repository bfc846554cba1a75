#!/usr/bin/env node
// The server the browser tests drive: the built app on port 3100 (E2E_PORT) with a fresh database, a first-run
// admin (`admin` / `admin-e2e-password`), and a loopback SMTP listener whose received mail is readable as JSON
// at http://127.0.0.1:3101/messages (E2E_MAIL_PORT) so tests can read confirmation codes.
// The first-run admin must change its password (as on a real first run): this script does that through the API,
// from FIRST_RUN_PASSWORD to `admin-e2e-password`, and only then answers 200 on http://127.0.0.1:3101/ready, the URL
// Playwright waits for. E2E_FIRST_RUN=1 leaves the admin as a first run does (password FIRST_RUN_PASSWORD).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 3101);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);

const messages = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, receivedAt: Date.now() });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');
const FIRST_RUN_PASSWORD = 'admin-e2e-first-run';
const ADMIN_PASSWORD = 'admin-e2e-password';
let ready = false;
const mailbox = http.createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  if (req.url === '/ready') {
    res.statusCode = ready ? 200 : 503;
    res.end(JSON.stringify({ ready }));
    return;
  }
  res.end(JSON.stringify(messages));
});
mailbox.listen(mailPort, '127.0.0.1');

const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  INITIAL_ADMIN_PASSWORD: FIRST_RUN_PASSWORD,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  LOG_LEVEL: 'warn',
};
let cleanup = async () => {};
if (process.env.TEST_DATABASE_URL) {
  const name = `e2e_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  cleanup = async () => {
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.end();
  };
} else {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'congregacao-e2e-'));
  chmodSync(dataDir, 0o755);
  env.DATA_DIR = dataDir;
  env.EMBEDDED_PG_PORT = String(56000 + Math.floor(Math.random() * 4000));
  delete env.DATABASE_URL;
  cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
}

// E2E_API_SERVER: a private API build (API_BUILD_OUTDIR) to test while the work tree's dist is rebuilt
const serverScript = path.resolve(root, process.env.E2E_API_SERVER ?? 'apps/api/dist/server.js');
const server = spawn(process.execPath, [serverScript], { env, stdio: 'inherit' });
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
  smtp.close();
  mailbox.close();
  await cleanup().catch(() => {});
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
server.on('exit', (code) => {
  if (!stopping) stop(code ?? 1);
});

async function api(method, url, body, token) {
  const response = await fetch(`http://127.0.0.1:${port}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

async function serverAnswers() {
  for (;;) {
    if (stopping) return false;
    const health = await api('GET', '/health').catch(() => null);
    if (health?.status === 200) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
}

if (await serverAnswers()) {
  if (process.env.E2E_FIRST_RUN !== '1') {
    const session = await api('POST', '/auth/login', { username: 'admin', password: FIRST_RUN_PASSWORD });
    const changed = await api(
      'PUT',
      '/users/password',
      { username: 'admin', currentPassword: FIRST_RUN_PASSWORD, newPassword: ADMIN_PASSWORD },
      session.body?.accessToken,
    );
    if (changed.status !== 200) {
      console.error('e2e server: could not change the first-run password', changed);
      await stop(1);
    }
  }
  ready = true;
}

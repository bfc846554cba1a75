import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDb, createPool } from '../db/client';
import { redactUrls } from '../lib/request-log';
import { invite } from '../modules/invitations/fixtures.test-support';
import { seedPublisher } from '../modules/reports/fixtures.test-support';
import { createTestApp, seedGroup, signedIn, type TestApp } from '../test/app.test-support';

/** The test app's database, served by a second app whose log (at `debug`: a line for every call) is kept here. */
let t: TestApp;
let logged: FastifyInstance;
const lines: string[] = [];
let closeLogged: () => Promise<void>;

beforeAll(async () => {
  t = await createTestApp();
  const pool = createPool(t.url, 3);
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: t.url, LOG_LEVEL: 'debug' });
  const stream = { write: (line: string) => void lines.push(line) };
  logged = await buildApp({
    config,
    db: createDb(pool),
    pool,
    mailer: { delivery: 'email', send: async () => {} },
    logger: { stream },
  });
  await logged.ready();
  closeLogged = async () => {
    await logged.close();
    await pool.end();
  };
});
afterAll(async () => {
  await closeLogged();
  await t.close();
});

describe('no secret of a URL reaches the server log (ADR 036)', () => {
  it('logs the calls made with an invitation link, a failed accept too, without its token', async () => {
    const secretary = await signedIn(t, 'Secretary');
    const token = await invite(secretary.call, await seedPublisher(t.db, { groupId: await seedGroup(t.db, 1) }));
    const call = (method: 'GET' | 'POST', url: string, payload?: object) => logged.inject({ method, url, payload });

    expect((await call('GET', `/api/invitations/${token}`)).statusCode).toBe(200);
    expect((await call('POST', `/api/invitations/${token}/accept`, { username: 'x', password: '1' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', `/api/invitations/${token}/accept?from=qr`, {})).statusCode).toBe(400);
    for (const url of [`/convite/${token}`, `//API//Invitations//${token}`, `/api/auth/password-reset/${token}`]) {
      await call('GET', url);
    }
    logged.log.error(
      { err: new Error(`GET /convite/${token}`), req: { method: 'GET', url: `/convite/${token}` } },
      `refused /api/invitations/${token}`,
    );
    const log = lines.join('');
    expect(log).toContain('POST /api/invitations/[oculto]/accept 400');
    expect(log).toContain('GET /api/invitations/[oculto] 200');
    expect(log).not.toContain(token);
  });

  it('covers every path of the API that takes a token', () => {
    const token = 'A'.repeat(43);
    const paths = Object.keys((logged.swagger() as { paths: Record<string, unknown> }).paths);
    const secretPaths = paths.filter((path) => /\{(token|secret|code|key)\}/i.test(path));
    expect(secretPaths.length).toBeGreaterThan(0);
    for (const path of secretPaths) {
      const url = path.replace(/\{(token|secret|code|key)\}/gi, token);
      expect(redactUrls(`GET ${url} 404`), path).not.toContain(token);
    }
  });
});

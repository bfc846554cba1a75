import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_CHANNEL } from './db/change-feed';
import { caller, createTestApp, login, seedUser } from './test/app.test-support';
import { answers, type Pair, TEST_REDIS_URL, twoInstances } from './test/instances.test-support';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls (every 5 ms, 3 s at most) until the condition holds. */
async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met within 3 s');
    await sleep(5);
  }
}

/** How long until a call with the token answers the status (polled every 5 ms, 3 s at most). */
async function msUntilStatus(app: FastifyInstance, token: string, url: string, status: number): Promise<number> {
  const start = performance.now();
  await waitFor(async () => (await caller(app, token)('GET', url)).statusCode === status);
  return performance.now() - start;
}

const REDIS_URL = TEST_REDIS_URL;
const hasRedis = await answers(REDIS_URL);

const attempt = (app: FastifyInstance, username: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'wrong-password' } });

/** A username no earlier run used: Redis keeps counters for 15 minutes. */
const freshUsername = () => `ratelimit_${randomBytes(5).toString('hex')}`;

describe('two instances on one database', () => {
  let pair: Pair;
  beforeAll(async () => {
    pair = await twoInstances();
  });
  afterAll(async () => pair?.close());

  it('a session made on one works on the other', async () => {
    const user = await seedUser(pair.first.db, { role: 'Secretary' });
    const token = await login(pair.first.app, user.username);
    const res = await caller(pair.second, token)('GET', '/api/auth/me');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe(user.username);
  });

  it('a logout on one is seen by the other as soon as its change notification arrives (under a second)', async () => {
    const user = await seedUser(pair.first.db, { role: 'Publisher' });
    const token = await login(pair.second, user.username);
    expect((await caller(pair.second, token)('GET', '/api/auth/me')).statusCode).toBe(200); // now cached there
    expect((await caller(pair.first.app, token)('POST', '/api/auth/logout')).statusCode).toBe(200);
    expect((await caller(pair.first.app, token)('GET', '/api/auth/me')).statusCode).toBe(401); // at once here
    expect(await msUntilStatus(pair.second, token, '/api/auth/me', 401)).toBeLessThan(1000);
  });

  it("an admin ending a user's sessions on one locks that user out of the other within a second", async () => {
    const admin = await seedUser(pair.first.db, { role: 'Admin' });
    const victim = await seedUser(pair.first.db, { role: 'Elder' });
    const victimToken = await login(pair.second, victim.username);
    expect((await caller(pair.second, victimToken)('GET', '/api/auth/me')).statusCode).toBe(200);
    const adminCall = caller(pair.first.app, await login(pair.first.app, admin.username));
    expect((await adminCall('POST', `/api/users/${victim.id}/invalidate-sessions`)).statusCode).toBe(200);
    expect(await msUntilStatus(pair.second, victimToken, '/api/auth/me', 401)).toBeLessThan(1000);
  });

  it("a user's new name, saved on one, shows in that user's session on the other", async () => {
    const user = await seedUser(pair.first.db, { role: 'Elder' });
    const onFirst = caller(pair.first.app, await login(pair.first.app, user.username));
    const onSecond = caller(pair.second, await login(pair.second, user.username));
    expect((await onSecond('GET', '/api/auth/me')).json().user.displayName).not.toBe('Nome Novo');
    expect((await onFirst('PUT', '/api/users/profile', { displayName: 'Nome Novo' })).statusCode).toBe(200);
    expect((await onFirst('GET', '/api/auth/me')).json().user.displayName).toBe('Nome Novo'); // at once here
    await waitFor(async () => (await onSecond('GET', '/api/auth/me')).json().user.displayName === 'Nome Novo');
  });

  it('without its change notifications an instance caches nothing: a logout elsewhere refuses the next call', async () => {
    const user = await seedUser(pair.first.db, { role: 'Secretary' });
    const token = await login(pair.second, user.username);
    expect((await caller(pair.second, token)('GET', '/api/auth/me')).statusCode).toBe(200);
    await pair.first.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN ${CHANGE_CHANNEL}'`,
    );
    await waitFor(async () => pair.second.changes.generation('auth') === null);
    // the listener reconnects after a second: until then every call reads the session from the database
    expect((await caller(pair.first.app, token)('POST', '/api/auth/logout')).statusCode).toBe(200);
    expect((await caller(pair.second, token)('GET', '/api/auth/me')).statusCode).toBe(401);
    await waitFor(async () => pair.second.changes.generation('auth') !== null);
  });

  it('without REDIS_URL each instance counts login attempts on its own', async () => {
    const username = freshUsername();
    for (let i = 0; i < 10; i += 1) expect((await attempt(pair.first.app, username)).statusCode).toBe(401);
    expect((await attempt(pair.first.app, username)).statusCode).toBe(429);
    expect((await attempt(pair.second, username)).statusCode).toBe(401);
  });
});

describe(
  hasRedis
    ? `two instances sharing Redis (${REDIS_URL})`
    : 'two instances sharing Redis — Redis not available — skipped',
  () => {
    let pair: Pair;
    beforeAll(async () => {
      if (hasRedis) pair = await twoInstances({ REDIS_URL });
    });
    afterAll(async () => pair?.close());

    it.skipIf(!hasRedis)(
      'share the login rate limit: 10 attempts across both, the 11th refused on either',
      async () => {
        const username = freshUsername();
        for (let i = 0; i < 5; i += 1) {
          expect((await attempt(pair.first.app, username)).statusCode).toBe(401);
          expect((await attempt(pair.second, username)).statusCode).toBe(401);
        }
        const refused = await attempt(pair.first.app, username);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().error).toMatch(
          /^Demasiadas tentativas falhadas\. Tente novamente dentro de 1[45] minutos\.$/,
        );
        expect(refused.json().retryAfter).toBeGreaterThanOrEqual(1);
        expect(refused.headers['retry-after']).toBeDefined();
        expect((await attempt(pair.second, username)).statusCode).toBe(429);
      },
    );

    it.skipIf(!hasRedis)('still let another username through', async () => {
      expect((await attempt(pair.second, freshUsername())).statusCode).toBe(401);
    });
  },
);

describe('REDIS_URL set but Redis down', () => {
  it('fails closed: sign-in answers 503 "try again" (never unlimited) and nothing is printed', async () => {
    const t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const res = await attempt(t.app, freshUsername());
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        error: 'Serviço temporariamente indisponível. Tente novamente dentro de momentos.',
        code: 'UNAVAILABLE',
      });
    } finally {
      await t.close();
    }
  });
});

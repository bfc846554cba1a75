import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../db/schema';
import { codeFor, enrol, passwordStep } from '../modules/identity/factors/mfa.test-support';
import { SoftwareAuthenticator } from '../modules/identity/factors/software-authenticator.test-support';
import { caller, login, seedUser, setUpTestApp, type TestApp } from '../test/app.test-support';
import { answers, TEST_REDIS_URL, twoInstances } from '../test/instances.test-support';

/**
 * Limits that hold under a burst (ADR 038): every try is counted before its credential is verified, so of N tries
 * sent at once at most the limit are ever verified — the rest are refused (429, why and for how long) unverified.
 * Verifications are counted by their FAILED_LOGIN entries (one per credential checked and refused).
 */
const ORIGIN = 'https://congregacao.test';
const w = setUpTestApp(undefined, { PUBLIC_URL: `${ORIGIN}/` });

const atOnce = <T>(count: number, send: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => send(i)));

const signIn = (app: FastifyInstance, username: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

const statusCounts = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>((counts, r) => {
    counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
    return counts;
  }, {});

/** The credentials checked and refused: FAILED_LOGIN entries, but for a limit's own refusals (429, unverified). */
async function refusedCredentials(t: TestApp, matches: (entry: typeof auditLogs.$inferSelect) => boolean) {
  const rows = await t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'FAILED_LOGIN'));
  return rows.filter((e) => (e.details as { errorCode?: string }).errorCode !== 'RATE_LIMITED' && matches(e)).length;
}

const namesUsername = (username: string) => (entry: typeof auditLogs.$inferSelect) =>
  (entry.details as { username?: string } | null)?.username === username;

function expectLimitRefusal(response: LightMyRequestResponse | undefined) {
  expect(response?.statusCode).toBe(429);
  expect(response?.json()).toMatchObject({
    code: 'RATE_LIMITED',
    error: expect.stringMatching(/^Demasiadas tentativas falhadas\. Tente novamente dentro de \d+ minutos?\.$/),
    retryAfter: expect.any(Number),
  });
}

describe('password sign-in under a burst', () => {
  it('verifies at most 10 of 60 wrong passwords sent at once from one address; then the right one is refused', async () => {
    const user = await seedUser(w.t.db, { role: 'Secretary' });
    const ip = '198.51.100.10';
    const burst = await atOnce(60, (i) => signIn(w.t.app, user.username, `wrong-${i}`, ip));
    expect(await refusedCredentials(w.t, namesUsername(user.username))).toBeLessThanOrEqual(10);
    expect(statusCounts(burst)[401] ?? 0).toBeLessThanOrEqual(10);
    expect(statusCounts(burst)[401]! + statusCounts(burst)[429]!).toBe(60);
    expectLimitRefusal(burst.find((r) => r.statusCode === 429));
    expectLimitRefusal(await signIn(w.t.app, user.username, user.password, ip));
  });

  it('verifies at most 100 an hour for one account, whatever the addresses: 110 at once from 11 addresses', async () => {
    const user = await seedUser(w.t.db, { role: 'Elder' });
    const burst = await atOnce(110, (i) => signIn(w.t.app, user.username, `wrong-${i}`, `198.51.101.${i % 11}`));
    expect(await refusedCredentials(w.t, namesUsername(user.username))).toBeLessThanOrEqual(100);
    expect(statusCounts(burst)[429]).toBeGreaterThanOrEqual(10);
    expectLimitRefusal(await signIn(w.t.app, user.username, user.password, '198.51.101.200'));
  }, 60_000);

  it('gives a success its place back: the right password does not count as a failure', async () => {
    const user = await seedUser(w.t.db, { role: 'Elder' });
    const ip = '198.51.100.11';
    const rights = await atOnce(5, () => signIn(w.t.app, user.username, user.password, ip));
    expect(rights.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const wrongs = await atOnce(10, (i) => signIn(w.t.app, user.username, `wrong-${i}`, ip));
    expect(wrongs.map((r) => r.statusCode)).toEqual(Array(10).fill(401));
  });
});

describe('the second step under a burst', () => {
  it('verifies at most 10 of 60 wrong codes sent at once (12 sign-ins, 5 codes each); then the right one is refused', async () => {
    const user = await seedUser(w.t.db, { role: 'Secretary' });
    const { secret } = await enrol(caller(w.t.app, await login(w.t.app, user.username, user.password)));
    const tokens: string[] = [];
    for (let i = 0; i < 13; i += 1)
      tokens.push((await passwordStep(w.t.app, user.username, user.password)).json().mfaToken);
    const right = codeFor(secret, 1);
    const wrong = right === '000000' ? '111111' : '000000';
    const ip = '198.51.100.20';
    const code = (mfaToken: string, value: string) =>
      w.t.app.inject({
        method: 'POST',
        url: '/api/auth/login/mfa',
        payload: { mfaToken, code: value },
        remoteAddress: ip,
      });
    const burst = await atOnce(60, (i) => code(tokens[Math.floor(i / 5)]!, wrong));
    const checked = await refusedCredentials(
      w.t,
      (e) => e.resourceId === String(user.id) && e.description.startsWith('Código de segundo fator recusado'),
    );
    expect(checked).toBeLessThanOrEqual(10);
    expect(statusCounts(burst)[429]).toBeGreaterThanOrEqual(50);
    expectLimitRefusal(burst.find((r) => r.statusCode === 429));
    expectLimitRefusal(await code(tokens[12]!, right));
  });
});

describe('passkey sign-in under a burst', () => {
  it('verifies at most 10 of 20 forged answers sent at once for one account; then a genuine one is refused', async () => {
    const user = await seedUser(w.t.db, { role: 'Secretary' });
    const call = caller(w.t.app, await login(w.t.app, user.username, user.password));
    const device = new SoftwareAuthenticator(ORIGIN);
    const options = (await call('POST', '/api/users/me/passkeys/options', { password: user.password })).json();
    expect((await call('POST', '/api/users/me/passkeys', { credential: device.register(options) })).statusCode).toBe(
      200,
    );
    let optionsCalls = 0;
    // (an address may ask for 30 a minute)
    const signInOptions = async () => {
      const remoteAddress = `198.51.102.${++optionsCalls}`;
      return (await w.t.app.inject({ method: 'POST', url: '/api/auth/passkey/options', remoteAddress })).json();
    };
    const forged = [];
    for (let i = 0; i < 20; i += 1) {
      const answer = device.signIn(await signInOptions());
      // a signature of other data: the key is the account's, the answer is not
      forged.push({
        ...answer,
        response: { ...answer.response, signature: device.signIn(await signInOptions()).response.signature },
      });
    }
    const genuine = device.signIn(await signInOptions());
    const ip = '198.51.100.30';
    const send = (credential: unknown) =>
      w.t.app.inject({ method: 'POST', url: '/api/auth/passkey', payload: { credential }, remoteAddress: ip });
    const burst = await Promise.all(forged.map(send));
    const checked = await refusedCredentials(w.t, (e) => (e.details as { userId?: number }).userId === user.id);
    expect(checked).toBeLessThanOrEqual(10);
    expect(statusCounts(burst)[429]).toBeGreaterThanOrEqual(10);
    expectLimitRefusal(await send(genuine));
  });
});

describe('email confirmation codes under a burst', () => {
  it('compares at most 5 of 20 wrong codes sent at once; then the right one is refused', async () => {
    const user = await seedUser(w.t.db, { role: 'Elder' });
    const call = caller(w.t.app, await login(w.t.app, user.username, user.password));
    const newEmail = `burst.${randomBytes(3).toString('hex')}@example.com`;
    expect((await call('POST', '/api/users/email/request-code', { newEmail })).statusCode).toBe(200);
    const right = w.t.outbox
      .filter((m) => m.to === newEmail)
      .at(-1)!
      .text.match(/\b(\d{6})\b/)![1]!;
    const wrong = right === '000000' ? '111111' : '000000';
    const confirm = (confirmationCode: string) =>
      call('POST', '/api/users/email/confirm', { newEmail, confirmationCode });
    await atOnce(20, () => confirm(wrong));
    const compared = await refusedCredentials(
      w.t,
      (e) => e.userId === user.id && e.description.startsWith('Código de confirmação de email recusado (tentativa'),
    );
    expect(compared).toBeLessThanOrEqual(5);
    expect((await confirm(right)).statusCode).toBe(429);
  });
});

describe('current-password checks under a burst', () => {
  it('verifies at most 10 wrong current passwords at once across every route that asks for one; then the right one is refused', async () => {
    const user = await seedUser(w.t.db, { role: 'Elder' });
    const call = caller(w.t.app, await login(w.t.app, user.username, user.password));
    const tries = [
      (i: number) =>
        call('PUT', '/api/users/password', { currentPassword: `wrong-${i}`, newPassword: 'nova-password-1' }),
      (i: number) => call('DELETE', '/api/users/me/passkeys/999999', { password: `wrong-${i}` }),
      (i: number) => call('DELETE', '/api/users/me/mfa/totp', { password: `wrong-${i}`, code: '123456' }),
      (i: number) => call('POST', '/api/users/me/mfa/totp', { password: `wrong-${i}` }),
      (i: number) => call('POST', '/api/users/me/passkeys/options', { password: `wrong-${i}` }),
    ];
    // 8 a route: each route's own limit of calls (10 per 15 minutes) leaves room for the last one
    await atOnce(40, (i) => tries[i % tries.length]!(i));
    expect(await refusedCredentials(w.t, (e) => e.userId === user.id)).toBeLessThanOrEqual(10);
    expectLimitRefusal(
      await call('PUT', '/api/users/password', { currentPassword: user.password, newPassword: 'nova-password-1' }),
    );
  });
});

const hasRedis = await answers(TEST_REDIS_URL);

describe(
  hasRedis
    ? `two instances sharing Redis (${TEST_REDIS_URL}) under a burst`
    : 'two instances sharing Redis under a burst — Redis not available — skipped',
  () => {
    it.skipIf(!hasRedis)('verify at most 10 of 60 wrong passwords sent at once to both from one address', async () => {
      const pair = await twoInstances({ REDIS_URL: TEST_REDIS_URL });
      try {
        // a username no earlier run used: Redis keeps the counters for an hour
        const username = `burst_${randomBytes(5).toString('hex')}`;
        const user = await seedUser(pair.first.db, { role: 'Elder', username });
        const ip = '198.51.100.40';
        const instance = (i: number) => (i % 2 ? pair.first.app : pair.second);
        const burst = await atOnce(60, (i) => signIn(instance(i), username, `wrong-${i}`, ip));
        expect(await refusedCredentials(pair.first, namesUsername(username))).toBeLessThanOrEqual(10);
        expectLimitRefusal(burst.find((r) => r.statusCode === 429));
        expectLimitRefusal(await signIn(pair.second, username, user.password, ip));
        expectLimitRefusal(await signIn(pair.first.app, username, user.password, ip));
      } finally {
        await pair.close();
      }
    });
  },
);

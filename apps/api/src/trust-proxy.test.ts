import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditLogs, sessions } from './db/schema';
import { seedUser, setUpTestApp, TEST_PASSWORD, type TestApp } from './test/app.test-support';

// inject() connects from 127.0.0.1: that is "the reverse proxy"; X-Forwarded-For carries the client's address.
const login = (app: FastifyInstance, username: string, forwardedFor: string, password = 'wrong-password') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    headers: { 'x-forwarded-for': forwardedFor },
  });

async function failedLoginIp(t: TestApp, username: string): Promise<string | null> {
  const [entry] = await t.db
    .select({ ip: auditLogs.ipAddress })
    .from(auditLogs)
    .where(and(eq(auditLogs.eventType, 'FAILED_LOGIN'), sql`${auditLogs.details}->>'username' = ${username}`))
    .orderBy(desc(auditLogs.id))
    .limit(1);
  return entry?.ip ?? null;
}

const freshUsername = () => `proxy_${randomBytes(5).toString('hex')}`;

/**
 * The address the audit log records for a failed sign-in sent with X-Forwarded-For `forwardedFor` (to an account: the
 * log names a username nobody has only by its digest, ADR 038).
 */
async function auditedIpOf(t: TestApp, forwardedFor: string): Promise<string | null> {
  const { username } = await seedUser(t.db, { role: 'Elder' });
  await login(t.app, username, forwardedFor);
  return failedLoginIp(t, username);
}

/** Ten failed sign-ins (the per-address limit), the i-th sent with X-Forwarded-For `forwardedFor(i)`. */
async function failTenTimes(t: TestApp, username: string, forwardedFor: (i: number) => string) {
  for (let i = 0; i < 10; i += 1) expect((await login(t.app, username, forwardedFor(i))).statusCode).toBe(401);
}

describe('TRUST_PROXY=true (behind one reverse proxy)', () => {
  const w = setUpTestApp(undefined, { TRUST_PROXY: 'true' });

  it("records the client's address from X-Forwarded-For in the audit log and the session", async () => {
    expect(await auditedIpOf(w.t, '203.0.113.7')).toBe('203.0.113.7');

    const user = await seedUser(w.t.db, { role: 'Publisher' });
    expect((await login(w.t.app, user.username, '198.51.100.23', TEST_PASSWORD)).statusCode).toBe(200);
    const [session] = await w.t.db.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.ip).toBe('198.51.100.23');
  });

  it('takes the address the proxy appended, not one the client wrote itself', async () => {
    expect(await auditedIpOf(w.t, '10.9.9.9, 203.0.113.50')).toBe('203.0.113.50');
  });

  it('counts the login rate limit per client address', async () => {
    const username = freshUsername();
    await failTenTimes(w.t, username, () => '203.0.113.8');
    expect((await login(w.t.app, username, '203.0.113.8')).statusCode).toBe(429);
    expect((await login(w.t.app, username, '203.0.113.9')).statusCode).toBe(401);
    // a client cannot escape its counter by writing its own X-Forwarded-For in front
    expect((await login(w.t.app, username, '192.0.2.1, 203.0.113.8')).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY unset (clients connect directly)', () => {
  const w = setUpTestApp();

  it('ignores X-Forwarded-For for the audit log', async () => {
    expect(await auditedIpOf(w.t, '203.0.113.7')).toBe('127.0.0.1');
  });

  it('ignores X-Forwarded-For for the rate limit', async () => {
    const username = freshUsername();
    await failTenTimes(w.t, username, (i) => `203.0.113.${i}`);
    expect((await login(w.t.app, username, '203.0.113.200')).statusCode).toBe(429);
  });
});

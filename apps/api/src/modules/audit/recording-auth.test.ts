import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLogs } from '../../db/schema';
import { createTestApp, seedUser, type TestApp } from '../../test/app.test-support';

/** Sign-in details of the audit trail: who, from where, and the rate limit's CRITICAL entry. */
let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

const loginAttempt = (app: TestApp, username: string, password: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, headers });

async function entriesFor(app: TestApp, eventType: 'USER_LOGIN' | 'FAILED_LOGIN', username: string) {
  const rows = await app.db.select().from(auditLogs).where(eq(auditLogs.eventType, eventType));
  return rows.filter(
    (r) => r.userUsername === username || (r.details as { username?: string } | null)?.username === username,
  );
}

describe('client address', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const user = await seedUser(t.db, { role: 'Admin' });
    await loginAttempt(t, user.username, user.password, { 'x-forwarded-for': '203.0.113.7' });
    expect((await entriesFor(t, 'USER_LOGIN', user.username)).map((e) => e.ipAddress)).toEqual(['127.0.0.1']);
  });

  it('records the client address from the direct proxy when TRUST_PROXY is set', async () => {
    const user = await seedUser(proxied.db, { role: 'Admin' });
    await loginAttempt(proxied, user.username, user.password, { 'x-forwarded-for': '203.0.113.7' });
    await loginAttempt(proxied, user.username, 'errada-000', { 'x-forwarded-for': '198.51.100.9' });
    expect((await entriesFor(proxied, 'USER_LOGIN', user.username)).map((e) => e.ipAddress)).toEqual(['203.0.113.7']);
    expect((await entriesFor(proxied, 'FAILED_LOGIN', user.username)).map((e) => e.ipAddress)).toEqual([
      '198.51.100.9',
    ]);
  });
});

describe('failed logins', () => {
  it('records each failure without a user and without the password, then CRITICAL when the limit trips', async () => {
    const user = await seedUser(t.db, { role: 'Elder' });
    for (let i = 0; i < 10; i++) expect((await loginAttempt(t, user.username, `wrong-${i}-pw`)).statusCode).toBe(401);
    expect((await loginAttempt(t, user.username, 'wrong-x-pw')).statusCode).toBe(429);
    const failures = await entriesFor(t, 'FAILED_LOGIN', user.username);
    expect(failures.filter((f) => f.severity === 'MEDIUM')).toHaveLength(10);
    expect(failures.every((f) => f.userId === null && f.userRole === null && f.resource === 'session')).toBe(true);
    expect(JSON.stringify(failures)).not.toMatch(/wrong-\d-pw/);
    // the rate limiter records its entry without holding up the 429
    await vi.waitFor(async () => {
      const critical = await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.eventType, 'FAILED_LOGIN'), eq(auditLogs.severity, 'CRITICAL')));
      expect(critical.some((c) => (c.details as { username?: string }).username === user.username)).toBe(true);
    });
  });

  it('stamps entries in UTC', async () => {
    const before = Date.now();
    const user = await seedUser(t.db, { role: 'Secretary' });
    await loginAttempt(t, user.username, user.password);
    const [entry] = await entriesFor(t, 'USER_LOGIN', user.username);
    expect(Math.abs(entry!.timestamp.getTime() - before)).toBeLessThan(60_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: user.password },
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/audit?eventType=USER_LOGIN&limit=1',
      headers: { authorization: `Bearer ${res.json().accessToken}` },
    });
    expect(list.json().logs[0].timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});

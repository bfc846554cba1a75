import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, sessions } from '../../../db/schema';
import { caller, login, seedUser, setUpTestApp } from '../../../test/app.test-support';

const w = setUpTestApp(undefined, { SESSION_IDLE_MINUTES: '120', SESSION_ABSOLUTE_HOURS: '12' });
const tryLogin = (username: string, password: string) =>
  w.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

describe('POST /api/auth/login', () => {
  it('signs in with a lower-cased username and returns an opaque token and the user', async () => {
    const user = await seedUser(w.t.db, { role: 'Secretary', username: 'maria' });
    const res = await tryLogin('MARIA', user.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ username: 'maria', role: 'Secretary' });
    expect(body.user.passwordHash).toBeUndefined();
    const stored = await w.t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(body.accessToken);
    const audit = await w.t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'USER_LOGIN'));
    expect(audit.some((a) => a.userId === user.id)).toBe(true);
  });

  it('gives the same 401 for an unknown user and a wrong password, and records FAILED_LOGIN', async () => {
    await seedUser(w.t.db, { role: 'Elder', username: 'joao' });
    const wrong = await tryLogin('joao', 'nope-nope');
    const unknown = await tryLogin('ninguem', 'nope-nope');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toBe('Nome de utilizador ou password incorretos.');
    const failed = await w.t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'FAILED_LOGIN'));
    expect(failed.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(failed)).not.toContain('nope-nope');
  });

  it('refuses a missing field with 400 naming it', async () => {
    const res = await w.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('password');
  });

  it('limits attempts per IP and username with the 429 shape the client reads', async () => {
    await seedUser(w.t.db, { role: 'Elder', username: 'limitado' });
    let last = await tryLogin('limitado', 'wrong-1');
    for (let i = 0; i < 10; i++) {
      last = await tryLogin('limitado', 'wrong-1');
    }
    expect(last.statusCode).toBe(429);
    expect(last.json().retryAfter).toBeGreaterThanOrEqual(1);
    expect(last.json().retryAfter).toBeLessThanOrEqual(15);
    expect(last.headers['retry-after']).toBeDefined();
    const critical = await w.t.db.select().from(auditLogs).where(eq(auditLogs.severity, 'CRITICAL'));
    expect(critical.length).toBeGreaterThan(0);
  });
});

describe('sessions', () => {
  it('GET /api/auth/me needs a token, and logout ends the session', async () => {
    const user = await seedUser(w.t.db, { role: 'Admin' });
    expect((await w.t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const token = await login(w.t.app, user.username);
    const call = caller(w.t.app, token);
    expect((await call('GET', '/api/auth/me')).json().user.id).toBe(user.id);
    expect((await call('POST', '/api/auth/logout')).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me')).statusCode).toBe(401);
  });

  /** A new session whose row is then set back in time as given. */
  async function agedSession(change: { lastSeenAt?: Date; createdAt?: Date }) {
    const user = await seedUser(w.t.db, { role: 'Admin' });
    const token = await login(w.t.app, user.username);
    await w.t.db.update(sessions).set(change).where(eq(sessions.userId, user.id));
    return { user, call: caller(w.t.app, token) };
  }

  it('expires a session idle for longer than the idle limit', async () => {
    const { user, call } = await agedSession({ lastSeenAt: new Date(Date.now() - 121 * 60_000) });
    expect((await call('GET', '/api/auth/me')).statusCode).toBe(401);
    expect(await w.t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('expires a session older than the absolute limit even when active', async () => {
    const { call } = await agedSession({ createdAt: new Date(Date.now() - 13 * 3_600_000) });
    expect((await call('GET', '/api/auth/me')).statusCode).toBe(401);
  });

  it('admits callers arriving together each as themselves, never an expired or unknown one', async () => {
    // their sessions are loaded together (one statement) and their last-seen times written together
    const live = await agedSession({ lastSeenAt: new Date(Date.now() - 30 * 60_000) });
    const fresh = await agedSession({ lastSeenAt: new Date() });
    const idle = await agedSession({ lastSeenAt: new Date(Date.now() - 121 * 60_000) });
    const answers = await Promise.all([
      live.call('GET', '/api/auth/me'),
      idle.call('GET', '/api/auth/me'),
      fresh.call('GET', '/api/auth/me'),
      caller(w.t.app, 'not-a-real-token')('GET', '/api/auth/me'),
      live.call('GET', '/api/auth/me'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 200, 401, 200]);
    expect([answers[0], answers[2], answers[4]].map((a) => a!.json().user.id)).toEqual([
      live.user.id,
      fresh.user.id,
      live.user.id,
    ]);
    expect(await w.t.db.select().from(sessions).where(eq(sessions.userId, idle.user.id))).toHaveLength(0);
    const [touched] = await w.t.db.select().from(sessions).where(eq(sessions.userId, live.user.id));
    expect(Date.now() - touched!.lastSeenAt.getTime()).toBeLessThan(5 * 60_000);
  });

  it('refuses an unknown token', async () => {
    expect((await caller(w.t.app, 'not-a-real-token')('GET', '/api/auth/me')).statusCode).toBe(401);
  });
});

describe('skeleton', () => {
  it('answers health publicly and unknown /api paths with a JSON 404', async () => {
    expect((await w.t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
      database: 'ok',
    });
    const res = await w.t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBeTypeOf('string');
  });

  it('sends security headers and no-store on API responses', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(String(res.headers['content-security-policy'])).not.toContain("script-src 'self' 'unsafe-inline'");
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{bad',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBeTypeOf('string');
  });

  it('serves the OpenAPI document', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/auth/login']).toBeDefined();
  });
});

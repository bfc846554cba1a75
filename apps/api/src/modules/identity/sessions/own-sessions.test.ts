import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, sessions } from '../../../db/schema';
import { caller, login, seedUser, setUpTestApp } from '../../../test/app.test-support';
import { describeDevice } from './device';

const w = setUpTestApp();

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signInFrom(username: string, password: string, userAgent: string) {
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    headers: { 'user-agent': userAgent },
  });
  return caller(w.t.app, res.json().accessToken as string);
}

describe('the device of a session', () => {
  it('names the browser and the system, or keeps what the user agent said', () => {
    expect(describeDevice(FIREFOX_WINDOWS)).toBe('Firefox em Windows');
    expect(describeDevice(SAFARI_IPHONE)).toBe('Safari em iOS');
    expect(
      describeDevice(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe('Chrome em Linux');
    expect(describeDevice('curl/8.5.0')).toBe('curl/8.5.0');
    expect(describeDevice(null)).toBeNull();
  });
});

describe('GET/DELETE /users/me/sessions', () => {
  it('lists only the caller’s sessions, this one marked current, with device and address', async () => {
    const user = await seedUser(w.t.db, { role: 'Elder' });
    const other = await seedUser(w.t.db, { role: 'Elder' });
    await login(w.t.app, other.username, other.password);
    const phone = await signInFrom(user.username, user.password, SAFARI_IPHONE);
    const desk = await signInFrom(user.username, user.password, FIREFOX_WINDOWS);

    const res = await desk('GET', '/api/users/me/sessions');
    expect(res.statusCode).toBe(200);
    const listed = res.json().sessions as { device: string; current: boolean; ip: string }[];
    expect(listed).toHaveLength(2);
    expect(listed.find((s) => s.current)).toMatchObject({ device: 'Firefox em Windows', ip: '127.0.0.1' });
    expect(listed.find((s) => !s.current)).toMatchObject({ device: 'Safari em iOS' });
    expect(JSON.stringify(listed)).not.toMatch(/token/i);
    expect(
      (await phone('GET', '/api/users/me/sessions')).json().sessions.filter((s: { current: boolean }) => s.current),
    ).toHaveLength(1);
  });

  it('ends one session by id (audited), but never another user’s', async () => {
    const user = await seedUser(w.t.db, { role: 'Secretary' });
    const other = await seedUser(w.t.db, { role: 'Secretary' });
    const otherCall = caller(w.t.app, await login(w.t.app, other.username, other.password));
    const phone = await signInFrom(user.username, user.password, SAFARI_IPHONE);
    const desk = await signInFrom(user.username, user.password, FIREFOX_WINDOWS);
    const [phoneSession] = (await desk('GET', '/api/users/me/sessions'))
      .json()
      .sessions.filter((s: { current: boolean }) => !s.current);

    const refused = await otherCall('DELETE', `/api/users/me/sessions/${phoneSession.id}`);
    expect(refused.statusCode).toBe(404);
    expect((await phone('GET', '/api/auth/me')).statusCode).toBe(200);

    expect((await desk('DELETE', `/api/users/me/sessions/${phoneSession.id}`)).statusCode).toBe(200);
    expect((await phone('GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await desk('GET', '/api/auth/me')).statusCode).toBe(200);
    const [entry] = await w.t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'SESSION_INVALIDATE'), eq(auditLogs.resourceId, String(phoneSession.id))));
    expect(entry).toMatchObject({ userId: user.id, severity: 'HIGH', resource: 'session' });
    expect(JSON.stringify(entry)).not.toMatch(/token/i);
    expect((await desk('DELETE', '/api/users/me/sessions/abc')).statusCode).toBe(400);
  });

  it('ends all the other sessions and keeps this one', async () => {
    const user = await seedUser(w.t.db, { role: 'Admin' });
    const a = await signInFrom(user.username, user.password, SAFARI_IPHONE);
    const b = await signInFrom(user.username, user.password, SAFARI_IPHONE);
    const desk = await signInFrom(user.username, user.password, FIREFOX_WINDOWS);

    const res = await desk('DELETE', '/api/users/me/sessions');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2, recentFactors: [] });
    expect((await a('GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await b('GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await desk('GET', '/api/auth/me')).statusCode).toBe(200);
    expect(await w.t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it('refuses without a session', async () => {
    expect((await caller(w.t.app, null)('GET', '/api/users/me/sessions')).statusCode).toBe(401);
    expect((await caller(w.t.app, null)('DELETE', '/api/users/me/sessions')).statusCode).toBe(401);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, passwordResetTokens } from '../../../db/schema';
import { caller, login, seedUser, setUpTestApp, signedIn } from '../../../test/app.test-support';

const w = setUpTestApp(async (t) => ({
  secretary: await signedIn(t, 'Secretary'),
  admin: await signedIn(t, 'Admin'),
  elder: await signedIn(t, 'Elder'),
}));
const anonymous = () => caller(w.t.app, null);
const HOUR_MS = 3_600_000;
const tokenOf = (url: string) => url.split('/').pop()!;
const use = (token: string, newPassword = 'nova-password-2') =>
  anonymous()('POST', `/api/auth/password-reset/${token}`, { newPassword });

describe('POST /api/users/:id/password-reset-link', () => {
  it('gives the Secretary a one-time link valid 24 hours, audited without the token', async () => {
    const publisher = await seedUser(w.t.db, { role: 'Publisher' });
    const sessionA = await login(w.t.app, publisher.username);
    await login(w.t.app, publisher.username);
    const before = Date.now();
    const res = await w.secretary.call('POST', `/api/users/${publisher.id}/password-reset-link`);
    expect(res.statusCode).toBe(201);
    const { url, expiresAt } = res.json();
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/repor-password\/[A-Za-z0-9_-]{43}$/);
    const validFor = new Date(expiresAt).getTime() - before;
    expect(validFor).toBeGreaterThan(24 * HOUR_MS - 60_000);
    expect(validFor).toBeLessThanOrEqual(24 * HOUR_MS + 60_000);

    const reset = await use(tokenOf(url));
    expect(reset.json()).toEqual({ ok: true, sessionsEnded: 2 });
    expect((await caller(w.t.app, sessionA)('GET', '/api/auth/me')).statusCode).toBe(401);
    expect(await login(w.t.app, publisher.username, 'nova-password-2')).toBeTruthy();
    expect((await use(tokenOf(url))).json()).toMatchObject({ code: 'PASSWORD_RESET_GONE', reason: 'used' });

    const entries = await w.t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resourceId, String(publisher.id)));
    const given = entries.find((e) => e.description.includes('criada por'));
    expect(given).toMatchObject({ eventType: 'USER_UPDATE', userId: w.secretary.id });
    expect(JSON.stringify(entries)).not.toContain(tokenOf(url));
  });

  it('refuses a Secretary for an Admin (403, nothing stored) and an Elder for anyone; an Admin may', async () => {
    const admin2 = await seedUser(w.t.db, { role: 'Admin' });
    const bySecretary = await w.secretary.call('POST', `/api/users/${admin2.id}/password-reset-link`);
    expect(bySecretary.statusCode).toBe(403);
    expect(await w.t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, admin2.id))).toEqual(
      [],
    );
    expect((await w.elder.call('POST', `/api/users/${admin2.id}/password-reset-link`)).statusCode).toBe(403);
    expect((await w.admin.call('POST', `/api/users/${admin2.id}/password-reset-link`)).statusCode).toBe(201);
    expect((await w.admin.call('POST', '/api/users/999999/password-reset-link')).statusCode).toBe(404);
  });

  it('a newer link replaces the older; a forged token is a 400 and an expired one a 410, with the reason', async () => {
    const publisher = await seedUser(w.t.db, { role: 'Publisher' });
    const give = async () =>
      tokenOf((await w.secretary.call('POST', `/api/users/${publisher.id}/password-reset-link`)).json().url);
    const first = await give();
    const second = await give();
    expect((await use(first)).json()).toMatchObject({ reason: 'used' });

    const forged = await use('A'.repeat(43));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ reason: 'unknown' });

    await w.t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, publisher.id));
    const expired = await use(second);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'PASSWORD_RESET_GONE', reason: 'expired' });
    expect(expired.json().error).toContain('expirou');
    // nothing changed: the old password still signs in
    expect(await login(w.t.app, publisher.username)).toBeTruthy();
  });

  it('refuses a new password that is too short, naming the field, and spends nothing', async () => {
    const publisher = await seedUser(w.t.db, { role: 'Publisher' });
    const token = tokenOf((await w.admin.call('POST', `/api/users/${publisher.id}/password-reset-link`)).json().url);
    const short = await use(token, '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toContain('newPassword');
    expect((await use(token)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/password-reset without SMTP', () => {
  it('answers 202 with canEmail false and stores no link (the screen says to ask the secretary)', async () => {
    const publisher = await seedUser(w.t.db, { role: 'Publisher' });
    const res = await anonymous()('POST', '/api/auth/password-reset', { username: publisher.username });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true, canEmail: false });
    expect(await w.t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, publisher.id))).toEqual(
      [],
    );
  });
});

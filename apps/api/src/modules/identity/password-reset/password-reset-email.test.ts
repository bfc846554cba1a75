import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, passwordResetTokens, users } from '../../../db/schema';
import { caller, login, seedUser, TEST_PASSWORD } from '../../../test/app.test-support';
import { setUpSmtpTestApp } from '../../../test/smtp.test-support';

const w = setUpSmtpTestApp();
const anonymous = () => caller(w.t.app, null);
const ask = (username: string, ip = '10.0.0.1') =>
  w.t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { username }, remoteAddress: ip });

async function userWithEmail(email: string | null) {
  const user = await seedUser(w.t.db, { role: 'Publisher' });
  await w.t.db.update(users).set({ email }).where(eq(users.id, user.id));
  return user;
}

/** The mail to the address, waited for: it goes out after the answer. */
async function mailTo(address: string) {
  for (let i = 0; i < 100; i += 1) {
    const found = w.received.find((m) => m.to.includes(address));
    if (found) return found.raw.replace(/=\r?\n/g, '');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${address}`);
}

describe('POST /api/auth/password-reset with SMTP', () => {
  it('mails a one-time link valid 30 minutes; it sets the password and ends every session, once', async () => {
    const user = await userWithEmail('reset.me@example.com');
    const oldToken = await login(w.t.app, user.username);
    const before = Date.now();
    const res = await ask(user.username);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true, canEmail: true });
    const raw = await mailTo('reset.me@example.com');
    const token = raw.match(/\/repor-password\/([A-Za-z0-9_-]{43})/)?.[1];
    expect(token).toBeDefined();
    const [stored] = await w.t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    const validFor = stored!.expiresAt.getTime() - before;
    expect(validFor).toBeGreaterThan(30 * 60_000 - 5_000);
    expect(validFor).toBeLessThanOrEqual(30 * 60_000 + 5_000);

    const reset = await anonymous()('POST', `/api/auth/password-reset/${token}`, { newPassword: 'nova-password-1' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true, sessionsEnded: 1 });
    expect((await caller(w.t.app, oldToken)('GET', '/api/auth/me')).statusCode).toBe(401);
    await expect(login(w.t.app, user.username, TEST_PASSWORD)).rejects.toThrow();
    expect(await login(w.t.app, user.username, 'nova-password-1')).toBeTruthy();

    const again = await anonymous()('POST', `/api/auth/password-reset/${token}`, { newPassword: 'outra-password' });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'PASSWORD_RESET_GONE', reason: 'used' });

    const entries = await w.t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resourceId, String(user.id)));
    expect(entries.map((e) => e.eventType)).toEqual(expect.arrayContaining(['USER_UPDATE', 'PASSWORD_CHANGE']));
    const log = JSON.stringify(await w.t.db.select().from(auditLogs));
    expect(log).not.toContain(token);
  });

  it('answers the same 202 for an unknown username and one without email, and mails nobody', async () => {
    const noEmail = await userWithEmail(null);
    const sentBefore = w.received.length;
    for (const username of [noEmail.username, 'ninguem_com_este_nome']) {
      const res = await ask(username, '10.0.0.2');
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ accepted: true, canEmail: true });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(w.received.length).toBe(sentBefore);
    const links = await w.t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, noEmail.id));
    expect(links).toHaveLength(0);
  });

  it('is throttled like sign-in: the 6th request for a username from one address in 15 minutes is a 429', async () => {
    const user = await userWithEmail('many.asks@example.com');
    for (let i = 0; i < 5; i += 1) expect((await ask(user.username, '10.0.0.3')).statusCode).toBe(202);
    const refused = await ask(user.username, '10.0.0.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // an unknown username is refused alike: a 429 tells nothing about the account
    for (let i = 0; i < 5; i += 1) await ask('nao_existe_x', '10.0.0.3');
    expect((await ask('nao_existe_x', '10.0.0.3')).statusCode).toBe(429);
    // only the newest of the five links opens
    const links = await w.t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(links).toHaveLength(5);
    expect(links.filter((link) => link.usedAt === null)).toHaveLength(1);
  });
});

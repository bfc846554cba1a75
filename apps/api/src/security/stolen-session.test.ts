import { USER_MESSAGES } from '@congregacao/shared/contracts/users';
import { MFA_MESSAGES } from '@congregacao/shared/mfa-messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, passkeys, totpFactors, webauthnChallenges } from '../db/schema';
import { enrol } from '../modules/identity/factors/mfa.test-support';
import { SoftwareAuthenticator } from '../modules/identity/factors/software-authenticator.test-support';
import { type Caller, caller, login, seedUser, setUpTestApp } from '../test/app.test-support';

/**
 * A session in someone else's hands (a stolen token) cannot add a way to sign in that outlives it: adding a TOTP or a
 * passkey asks for the account's password, and a password change or ending the other sessions lists the factors
 * added in the last day, which the owner can then remove (ADR 038).
 */
const ORIGIN = 'https://congregacao.test';
const w = setUpTestApp(undefined, { PUBLIC_URL: `${ORIGIN}/` });

async function session() {
  const user = await seedUser(w.t.db, { role: 'Secretary' });
  return { ...user, call: caller(w.t.app, await login(w.t.app, user.username, user.password)) };
}

async function addPasskey(call: Caller, password: string, name: string) {
  const device = new SoftwareAuthenticator(ORIGIN);
  const options = await call('POST', '/api/users/me/passkeys/options', { password });
  expect(options.statusCode, options.body).toBe(200);
  const added = await call('POST', '/api/users/me/passkeys', { name, credential: device.register(options.json()) });
  expect(added.statusCode, added.body).toBe(200);
  return added.json().id as number;
}

const dayAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe('adding a factor asks for the password', () => {
  it('refuses a TOTP or a passkey with no password or a wrong one (401, the reason, recorded), and stores nothing', async () => {
    const thief = await session();
    const attempts: [url: string, body: unknown, reason: string][] = [
      ['/api/users/me/mfa/totp', undefined, USER_MESSAGES.currentPasswordRequired],
      ['/api/users/me/mfa/totp', {}, USER_MESSAGES.currentPasswordRequired],
      ['/api/users/me/mfa/totp', { password: 'not-it' }, USER_MESSAGES.wrongCurrentPassword],
      ['/api/users/me/passkeys/options', undefined, USER_MESSAGES.currentPasswordRequired],
      ['/api/users/me/passkeys/options', { password: '' }, USER_MESSAGES.currentPasswordRequired],
      ['/api/users/me/passkeys/options', { password: 'not-it' }, USER_MESSAGES.wrongCurrentPassword],
    ];
    for (const [url, body, reason] of attempts) {
      const res = await thief.call('POST', url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', error: reason });
    }
    expect(await w.t.db.select().from(totpFactors).where(eq(totpFactors.userId, thief.id))).toEqual([]);
    expect(await w.t.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.userId, thief.id))).toEqual([]);
    const failed = await w.t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, thief.id), eq(auditLogs.eventType, 'FAILED_LOGIN')));
    expect(failed).toHaveLength(attempts.length);
    // the session itself goes on: a wrong password is not a lost session
    expect((await thief.call('GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('with the password, starts the enrolment and gives the registration challenge', async () => {
    const owner = await session();
    const start = await owner.call('POST', '/api/users/me/mfa/totp', { password: owner.password });
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json().secret).toMatch(/^[A-Z2-7]+$/);
    expect(await addPasskey(owner.call, owner.password, 'Telemóvel')).toEqual(expect.any(Number));
  });
});

describe('a password change or ending the other sessions offers the factors added in the last day', () => {
  it('lists them {kind, id, name, createdAt} after a password change, not older ones; removing them needs only the password', async () => {
    const owner = await session();
    const old = await addPasskey(owner.call, owner.password, 'Portátil antigo');
    await w.t.db
      .update(passkeys)
      .set({ createdAt: dayAgo(25) })
      .where(eq(passkeys.id, old));
    const planted = await addPasskey(owner.call, owner.password, 'Chave do intruso');
    await enrol(owner.call, owner.password);

    const changed = await owner.call('PUT', '/api/users/password', {
      currentPassword: owner.password,
      newPassword: 'nova-password-1',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().user.username).toBe(owner.username);
    expect(changed.json().recentFactors).toEqual([
      { kind: 'passkey', id: planted, name: 'Chave do intruso', createdAt: expect.any(String) },
      { kind: 'totp', id: owner.id, name: MFA_MESSAGES.totpFactorName, createdAt: expect.any(String) },
    ]);

    // the TOTP added today goes with the password alone; the passkey with its route's password, as always
    const totpOff = await owner.call('DELETE', '/api/users/me/mfa/totp', { password: 'nova-password-1' });
    expect(totpOff.statusCode, totpOff.body).toBe(200);
    const keyOff = await owner.call('DELETE', `/api/users/me/passkeys/${planted}`, { password: 'nova-password-1' });
    expect(keyOff.statusCode, keyOff.body).toBe(200);

    const again = await owner.call('DELETE', '/api/users/me/sessions');
    expect(again.json()).toEqual({ ended: 0, recentFactors: [] });
    expect((await w.t.db.select().from(passkeys).where(eq(passkeys.userId, owner.id))).map((p) => p.id)).toEqual([old]);
  });

  it('lists them after ending the other sessions, which the factors would otherwise outlive', async () => {
    const owner = await session();
    const thief = caller(w.t.app, await login(w.t.app, owner.username, owner.password));
    const planted = await addPasskey(thief, owner.password, 'Chave do intruso');
    const ended = await owner.call('DELETE', '/api/users/me/sessions');
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({
      ended: 1,
      recentFactors: [{ kind: 'passkey', id: planted, name: 'Chave do intruso', createdAt: expect.any(String) }],
    });
    expect((await thief('GET', '/api/auth/me')).statusCode).toBe(401);
  });

  it('turning off a TOTP older than a day still needs a code', async () => {
    const owner = await session();
    await enrol(owner.call, owner.password);
    await w.t.db
      .update(totpFactors)
      .set({ confirmedAt: dayAgo(25) })
      .where(eq(totpFactors.userId, owner.id));
    const refused = await owner.call('DELETE', '/api/users/me/mfa/totp', { password: owner.password });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(MFA_MESSAGES.codeRequired);
    expect(await w.t.db.select().from(totpFactors).where(eq(totpFactors.userId, owner.id))).toHaveLength(1);
    const changed = await owner.call('PUT', '/api/users/password', {
      currentPassword: owner.password,
      newPassword: 'nova-password-2',
    });
    expect(changed.json().recentFactors).toEqual([]);
  });
});

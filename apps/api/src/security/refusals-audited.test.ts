import { ERROR_CODES } from '@congregacao/shared/error-codes';
import { CONFIRMATION_CODE_MAX_ATTEMPTS } from '@congregacao/shared/limits';
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditLogs, users } from '../db/schema';
import { REFUSALS_PER_ADDRESS } from '../lib/refusal-audit';
import { seedGroup, seedUser, setUpTestApp, signedIn } from '../test/app.test-support';
import { snapshotDatabase } from './db-snapshot.test-support';

// Issue 20: every 401 and 403 leaves one audit entry, written by the error handler (never twice, never with a
// token), and the refused call changes nothing else. Each case calls from its own address, so "the entries of this
// call" are the entries with that address.
const w = setUpTestApp(async (t) => ({
  admin: await signedIn(t, 'Admin'),
  secretary: await signedIn(t, 'Secretary'),
  elder: await signedIn(t, 'Elder', { groupId: await seedGroup(t.db, 2001) }),
}));
let address = 0;

/** What an entry records of who refused what. */
const summary = (e: typeof auditLogs.$inferSelect) => [e.eventType, e.severity, e.resource, e.userId];

/** A call from a fresh address; returns the answer and the audit entries recorded from that address. */
async function fromNewAddress(options: {
  method: InjectOptions['method'];
  url: string;
  token?: string | null;
  payload?: unknown;
  headers?: Record<string, string>;
}) {
  address += 1;
  const ip = `198.51.100.${address}`;
  const res = await w.t.app.inject({
    method: options.method,
    url: options.url,
    remoteAddress: ip,
    payload: options.payload as InjectOptions['payload'],
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
  });
  const entries = await w.t.db.select().from(auditLogs).where(eq(auditLogs.ipAddress, ip)).orderBy(asc(auditLogs.id));
  return { res, entries, ip };
}

describe('every 401 is recorded', () => {
  it('a call without a token: one small UNAUTHORIZED_ACCESS entry, HIGH, naming nobody', async () => {
    const { res, entries } = await fromNewAddress({ method: 'GET', url: '/api/publishers' });
    expect(res.statusCode).toBe(401);
    expect(entries.map(summary)).toEqual([['UNAUTHORIZED_ACCESS', 'HIGH', 'api', null]]);
    expect(entries[0]!.userRole).toBeNull();
    expect(entries[0]!.details).toEqual({
      method: 'GET',
      route: '/api/publishers/',
      status: 401,
      errorCode: 'UNAUTHENTICATED',
      reason: 'no_token',
    });
  });

  it('a call with an unknown token: recorded with the reason, never the token', async () => {
    const token = `${'x'.repeat(20)}token-that-was-never-issued`;
    const { res, entries } = await fromNewAddress({ method: 'GET', url: '/api/auth/me', token });
    expect(res.statusCode).toBe(401);
    expect(entries.map((e) => e.eventType)).toEqual(['UNAUTHORIZED_ACCESS']);
    expect(entries[0]!.details).toMatchObject({ reason: 'invalid_session', status: 401 });
    expect(JSON.stringify(entries)).not.toContain(token);
  });

  it('a wrong password at sign-in: its FAILED_LOGIN entry only, not a second one', async () => {
    const user = await seedUser(w.t.db, { role: 'Elder' });
    const { res, entries } = await fromNewAddress({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: 'nao-e-esta-1' },
    });
    expect(res.statusCode).toBe(401);
    expect(entries.map((e) => [e.eventType, e.severity, e.userId])).toEqual([['FAILED_LOGIN', 'MEDIUM', null]]);
    expect(JSON.stringify(entries)).not.toContain('nao-e-esta-1');
  });

  it('a wrong current password on a password change: one FAILED_LOGIN naming the user, password unchanged', async () => {
    const user = await signedIn(w.t, 'Elder');
    const [before] = await w.t.db.select().from(users).where(eq(users.id, user.id));
    const { res, entries } = await fromNewAddress({
      method: 'PUT',
      url: '/api/users/password',
      token: user.token,
      payload: { currentPassword: 'errada-000', newPassword: 'uma-nova-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(entries.map((e) => [e.eventType, e.severity, e.userId])).toEqual([['FAILED_LOGIN', 'MEDIUM', user.id]]);
    const [after] = await w.t.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
  });
});

describe('every 403 is recorded', () => {
  it('a role refusal names the caller and the operation', async () => {
    const { res, entries } = await fromNewAddress({ method: 'GET', url: '/api/audit', token: w.elder.token });
    expect(res.statusCode).toBe(403);
    expect(entries.map(summary)).toEqual([['UNAUTHORIZED_ACCESS', 'HIGH', 'api', w.elder.id]]);
    expect(entries[0]!.userRole).toBe('Elder');
    expect(entries[0]!.details).toMatchObject({ operation: 'audit.read', status: 403 });
  });

  it('an object-level refusal (a Secretary deleting an Admin): one entry on the account, nothing changed', async () => {
    const target = await seedUser(w.t.db, { role: 'Admin' });
    const before = await snapshotDatabase(w.t.pool);
    const { res, entries } = await fromNewAddress({
      method: 'DELETE',
      url: `/api/users/${target.id}`,
      token: w.secretary.token,
    });
    expect(res.statusCode).toBe(403);
    expect(await snapshotDatabase(w.t.pool)).toEqual(before);
    expect(entries.map(summary)).toEqual([['UNAUTHORIZED_ACCESS', 'HIGH', 'user', w.secretary.id]]);
    expect(entries[0]!.resourceId).toBe(String(target.id));
    expect(entries[0]!.description).toContain('Um Secretário não pode');
  });

  it('a user who must change their password: refused, recorded, nothing changed', async () => {
    const user = await signedIn(w.t, 'Admin');
    await w.t.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
    const before = await snapshotDatabase(w.t.pool);
    const { res, entries } = await fromNewAddress({
      method: 'POST',
      url: '/api/households/',
      token: user.token,
      payload: { name: 'Não deve existir' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ERROR_CODES.PASSWORD_CHANGE_REQUIRED);
    expect(await snapshotDatabase(w.t.pool)).toEqual(before);
    expect(entries.map((e) => [e.eventType, e.userId])).toEqual([['UNAUTHORIZED_ACCESS', user.id]]);
    expect(entries[0]!.details).toMatchObject({
      reason: 'must_change_password',
      errorCode: 'PASSWORD_CHANGE_REQUIRED',
    });
  });
});

describe('refused email-code requests are recorded', () => {
  it('without a session (401)', async () => {
    const { res, entries } = await fromNewAddress({
      method: 'POST',
      url: '/api/users/email/request-code',
      payload: { newEmail: 'alguem@example.org' },
    });
    expect(res.statusCode).toBe(401);
    expect(entries.map((e) => e.eventType)).toEqual(['UNAUTHORIZED_ACCESS']);
  });

  it('past the per-user limit of code requests (429): each refused request is SUSPICIOUS_ACTIVITY', async () => {
    const user = await signedIn(w.t, 'Elder');
    const ask = () =>
      fromNewAddress({
        method: 'POST',
        url: '/api/users/email/request-code',
        token: user.token,
        payload: { newEmail: `novo-${user.id}@example.org` },
      });
    for (let i = 0; i < 5; i++) {
      const { res, entries } = await ask();
      expect(res.statusCode).toBe(200);
      expect(entries).toEqual([]);
    }
    const { res, entries } = await ask();
    expect(res.statusCode).toBe(429);
    expect(entries.map((e) => [e.eventType, e.severity, e.userId])).toEqual([['SUSPICIOUS_ACTIVITY', 'HIGH', user.id]]);
  });

  it('a wrong confirmation code: FAILED_LOGIN each try, CRITICAL for the one that uses the code up', async () => {
    const user = await signedIn(w.t, 'Elder');
    const newEmail = `confirmar-${user.id}@example.org`;
    expect((await user.call('POST', '/api/users/email/request-code', { newEmail })).statusCode).toBe(200);
    const sent = w.t.outbox.at(-1)!.text.match(/\d{6}/)![0];
    const wrongCode = sent === '000000' ? '111111' : '000000';
    const severities: string[] = [];
    for (let i = 0; i < CONFIRMATION_CODE_MAX_ATTEMPTS; i++) {
      const { res, entries } = await fromNewAddress({
        method: 'POST',
        url: '/api/users/email/confirm',
        token: user.token,
        payload: { newEmail, confirmationCode: wrongCode },
      });
      expect(res.statusCode).toBe(400);
      expect(entries.map((e) => [e.eventType, e.userId])).toEqual([['FAILED_LOGIN', user.id]]);
      severities.push(entries[0]!.severity);
    }
    expect(severities).toEqual(['MEDIUM', 'MEDIUM', 'MEDIUM', 'MEDIUM', 'CRITICAL']);
    const [row] = await w.t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBeNull();
  });
});

describe('the log cannot be flooded from one address', () => {
  it(`records ${REFUSALS_PER_ADDRESS} refusals one by one, says so once, then answers 429 without recording`, async () => {
    const ip = '203.0.113.200';
    const call = () => w.t.app.inject({ method: 'GET', url: '/api/publishers', remoteAddress: ip });
    const statuses = new Map<number, number>();
    for (let i = 0; i < REFUSALS_PER_ADDRESS + 3; i++) {
      const { statusCode } = await call();
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 401: REFUSALS_PER_ADDRESS, 429: 3 });
    const entries = await w.t.db.select().from(auditLogs).where(eq(auditLogs.ipAddress, ip));
    const count = (type: string) => entries.filter((e) => e.eventType === type).length;
    expect(count('UNAUTHORIZED_ACCESS')).toBe(REFUSALS_PER_ADDRESS);
    expect(entries.filter((e) => e.eventType === 'SUSPICIOUS_ACTIVITY').map((e) => e.severity)).toEqual(['CRITICAL']);
    expect(entries).toHaveLength(REFUSALS_PER_ADDRESS + 1);
    // other addresses, and the same address's allowed calls, are not affected
    expect(
      (await w.t.app.inject({ method: 'GET', url: '/api/publishers', remoteAddress: '203.0.113.201' })).statusCode,
    ).toBe(401);
    const allowed = await w.t.app.inject({
      method: 'GET',
      url: '/api/publishers',
      remoteAddress: ip,
      headers: { authorization: `Bearer ${w.admin.token}` },
    });
    expect(allowed.statusCode).toBe(200);
  }, 120_000);
});

import { ERROR_CODES } from '@congregacao/shared/error-codes';
import { MFA_MESSAGES } from '@congregacao/shared/mfa-messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, passkeys, sessions, totpFactors } from '../db/schema';
import { codeFor, enrol, passwordStep, signInWithCode } from '../modules/identity/factors/mfa.test-support';
import { resetSecondFactor } from '../modules/identity/factors/reset-factors';
import { SoftwareAuthenticator } from '../modules/identity/factors/software-authenticator.test-support';
import { caller, login, seedUser, setUpTestApp } from '../test/app.test-support';
import { snapshotDatabase } from './db-snapshot.test-support';

const w = setUpTestApp(undefined, { MFA_REQUIRED_ROLES: 'Admin, Secretary' });

const concreteUrl = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => (/year/i.test(name) ? '2026' : '1'));

describe('MFA_REQUIRED_ROLES', () => {
  it('sends an Admin without a second factor to enrol: every other route 403 SECOND_FACTOR_REQUIRED, nothing changes', async () => {
    const admin = await seedUser(w.t.db, { role: 'Admin' });
    const session = await passwordStep(w.t.app, admin.username, admin.password);
    expect(session.json().user).toMatchObject({ hasSecondFactor: false, mustEnrolSecondFactor: true });
    const call = caller(w.t.app, session.json().accessToken);
    const routes = w.t.app.apiRoutes.filter((r) => r.operation !== null);
    const allowed = routes.filter((r) => r.beforeSecondFactor).map((r) => `${r.method} ${r.url}`);
    expect(allowed).toEqual(
      expect.arrayContaining(['GET /api/auth/me', 'POST /api/auth/logout', 'POST /api/users/me/mfa/totp']),
    );
    const guarded = routes.filter((r) => !r.beforeSecondFactor);
    expect(guarded.length).toBeGreaterThan(40);
    const before = await snapshotDatabase(w.t.pool);
    const wrong: string[] = [];
    for (const route of guarded) {
      const res = await call(route.method as 'GET', concreteUrl(route.url), route.method === 'GET' ? undefined : {});
      if (res.statusCode !== 403 || res.json().code !== ERROR_CODES.SECOND_FACTOR_REQUIRED) {
        wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshotDatabase(w.t.pool)).toEqual(before);
    const refused = await call('GET', '/api/publishers/');
    expect(refused.json().error).toBe(MFA_MESSAGES.secondFactorRequired);
    const [entry] = await w.t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, admin.id), eq(auditLogs.eventType, 'UNAUTHORIZED_ACCESS')));
    expect(JSON.stringify(entry?.details)).toContain('second_factor_required');

    // once enrolled, the same session goes on, and the next sign-in asks for a code
    const { secret } = await enrol(call);
    expect((await call('GET', '/api/publishers/')).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me')).json().user).toMatchObject({ mustEnrolSecondFactor: false });
    expect((await passwordStep(w.t.app, admin.username, admin.password)).json().mfaRequired).toBe(true);
    const next = await signInWithCode(w.t.app, admin.username, admin.password, codeFor(secret, 1));
    expect((await next('GET', '/api/publishers/')).statusCode).toBe(200);
  });

  it('counts a passkey as the second factor: registering one lifts the block, and it signs in without a code', async () => {
    const secretary = await seedUser(w.t.db, { role: 'Secretary' });
    const call = caller(w.t.app, await login(w.t.app, secretary.username, secretary.password));
    expect((await call('GET', '/api/publishers/')).statusCode).toBe(403);
    // no PUBLIC_URL here: the relying party is the request's own address (inject: http://localhost)
    const device = new SoftwareAuthenticator('http://localhost');
    const options = (await call('POST', '/api/users/me/passkeys/options', { password: secretary.password })).json();
    expect(options.rp.id).toBe('localhost');
    const added = await call('POST', '/api/users/me/passkeys', {
      name: 'Telemóvel',
      credential: device.register(options),
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await call('GET', '/api/auth/me')).json().user).toMatchObject({
      hasSecondFactor: true,
      mustEnrolSecondFactor: false,
    });
    expect((await call('GET', '/api/publishers/')).statusCode).toBe(200);
    // the password alone no longer opens a session
    expect((await passwordStep(w.t.app, secretary.username, secretary.password)).json()).toMatchObject({
      mfaRequired: true,
      methods: ['passkey'],
    });
    const signInOptions = (await w.t.app.inject({ method: 'POST', url: '/api/auth/passkey/options' })).json();
    const signIn = await w.t.app.inject({
      method: 'POST',
      url: '/api/auth/passkey',
      payload: { credential: device.signIn(signInOptions) },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect((await caller(w.t.app, signIn.json().accessToken)('GET', '/api/publishers/')).statusCode).toBe(200);

    // reset-mfa removes passkeys too
    expect(await resetSecondFactor(w.t.db, secretary.username)).toBe(true);
    expect(await w.t.db.select().from(passkeys).where(eq(passkeys.userId, secretary.id))).toEqual([]);
    expect(
      (await passwordStep(w.t.app, secretary.username, secretary.password)).json().user.mustEnrolSecondFactor,
    ).toBe(true);
  });

  it('leaves the other roles alone', async () => {
    const elder = await seedUser(w.t.db, { role: 'Elder' });
    const call = caller(w.t.app, await login(w.t.app, elder.username, elder.password));
    expect((await call('GET', '/api/auth/me')).json().user.mustEnrolSecondFactor).toBe(false);
    expect((await call('GET', '/api/publishers/')).statusCode).toBe(200);
  });
});

describe('npm run admin -- reset-mfa', () => {
  it('removes the factor, ends the sessions and records it; the user must enrol again', async () => {
    const secretary = await seedUser(w.t.db, { role: 'Secretary' });
    const call = caller(w.t.app, await login(w.t.app, secretary.username, secretary.password));
    await enrol(call);
    expect(await resetSecondFactor(w.t.db, secretary.username.toUpperCase())).toBe(true);
    expect(await resetSecondFactor(w.t.db, 'nobody-here')).toBe(false);
    expect(await w.t.db.select().from(totpFactors).where(eq(totpFactors.userId, secretary.id))).toEqual([]);
    expect(await w.t.db.select().from(sessions).where(eq(sessions.userId, secretary.id))).toEqual([]);
    expect((await call('GET', '/api/auth/me')).statusCode).toBe(401);
    const again = await passwordStep(w.t.app, secretary.username, secretary.password);
    expect(again.json().user.mustEnrolSecondFactor).toBe(true);
    const [entry] = await w.t.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.resourceId, String(secretary.id)),
          eq(auditLogs.resource, 'mfa'),
          eq(auditLogs.severity, 'HIGH'),
        ),
      );
    expect(entry).toMatchObject({ eventType: 'USER_UPDATE', userId: secretary.id, ipAddress: null });
    expect(entry?.details).toMatchObject({ step: 'reset', hadFactor: true, sessionsEnded: 1 });
  });
});

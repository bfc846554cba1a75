import { MFA_MESSAGES } from '@congregacao/shared/mfa-messages';
import { PASSKEY_MESSAGES } from '@congregacao/shared/passkey-messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, mfaChallenges, passkeys } from '../../../db/schema';
import { type Caller, caller, login, seedUser, setUpTestApp, TEST_PASSWORD } from '../../../test/app.test-support';
import { enrol, passwordStep } from './mfa.test-support';
import { SoftwareAuthenticator } from './software-authenticator.test-support';

const ORIGIN = 'https://congregacao.test';
const w = setUpTestApp(undefined, { PUBLIC_URL: `${ORIGIN}/` });

async function signedInUser(role: 'Secretary' | 'Elder' = 'Secretary') {
  const user = await seedUser(w.t.db, { role });
  return { ...user, call: caller(w.t.app, await login(w.t.app, user.username, user.password)) };
}

/** Registers a passkey of `authenticator` for the caller: options, the authenticator's answer, the POST. */
async function register(call: Caller, authenticator: SoftwareAuthenticator, name?: string) {
  const options = await call('POST', '/api/users/me/passkeys/options', { password: TEST_PASSWORD });
  expect(options.statusCode, options.body).toBe(200);
  const credential = authenticator.register(options.json());
  return call('POST', '/api/users/me/passkeys', { name, credential });
}

const signInOptions = async () => {
  const res = await w.t.app.inject({ method: 'POST', url: '/api/auth/passkey/options' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const signIn = (credential: unknown, remoteAddress?: string) =>
  w.t.app.inject({ method: 'POST', url: '/api/auth/passkey', payload: { credential }, remoteAddress });

async function auditOf(userId: number) {
  const rows = await w.t.db.select().from(auditLogs);
  return rows.filter(
    (r) =>
      r.userId === userId || r.resourceId === String(userId) || (r.details as { userId?: number })?.userId === userId,
  );
}

describe('registering passkeys', () => {
  it('registers two named passkeys, lists them without their keys, and counts them as a second factor', async () => {
    const user = await signedInUser();
    const phone = new SoftwareAuthenticator(ORIGIN);
    const options = (await user.call('POST', '/api/users/me/passkeys/options', { password: TEST_PASSWORD })).json();
    expect(options.rp).toEqual({ name: 'Congregação', id: 'congregacao.test' });
    expect(options.user.name).toBe(user.username);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.attestation).toBe('none');
    const credential = phone.register(options);
    const added = await user.call('POST', '/api/users/me/passkeys', { name: '  Telemóvel  ', credential });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({
      id: expect.any(Number),
      name: 'Telemóvel',
      createdAt: expect.any(String),
      lastUsedAt: null,
      isBackedUp: false,
    });

    // the second one is given the browser's device when no name is sent; the options exclude the first
    const options2 = (
      await user.call(
        'POST',
        '/api/users/me/passkeys/options',
        { password: TEST_PASSWORD },
        {
          'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/130.0',
        },
      )
    ).json();
    expect(options2.excludeCredentials).toEqual([{ id: credential.id, type: 'public-key', transports: ['internal'] }]);
    // the same WebAuthn user.id for every passkey of the account
    expect(options2.user.id).toBe(options.user.id);
    const laptop = new SoftwareAuthenticator(ORIGIN);
    const second = await user.call(
      'POST',
      '/api/users/me/passkeys',
      { credential: laptop.register(options2) },
      { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/130.0' },
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().name).toBe('Firefox em Windows');

    const list = (await user.call('GET', '/api/users/me/passkeys')).json();
    expect(list.passkeys.map((p: { name: string }) => p.name)).toEqual(['Telemóvel', 'Firefox em Windows']);
    expect(JSON.stringify(list)).not.toContain(credential.id);
    const me = (await user.call('GET', '/api/auth/me')).json().user;
    expect(me.hasSecondFactor).toBe(true);

    // the same credential again (its attestation answering a new challenge): refused, nothing added
    const again = (await user.call('POST', '/api/users/me/passkeys/options', { password: TEST_PASSWORD })).json();
    const clientData = { type: 'webauthn.create', challenge: again.challenge, origin: ORIGIN, crossOrigin: false };
    const [stored] = await w.t.db.select().from(passkeys).where(eq(passkeys.credentialId, credential.id));
    const clash = await user.call('POST', '/api/users/me/passkeys', {
      credential: {
        ...credential,
        response: {
          ...credential.response,
          clientDataJSON: Buffer.from(JSON.stringify(clientData)).toString('base64url'),
        },
      },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe(PASSKEY_MESSAGES.alreadyRegistered);
    expect((await w.t.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).length).toBe(2);

    const audit = await auditOf(user.id);
    const text = JSON.stringify(audit);
    expect(audit.map((r) => r.description)).toEqual(
      expect.arrayContaining([
        `Chave de acesso "Telemóvel" adicionada por ${user.username}`,
        `Chave de acesso "Firefox em Windows" adicionada por ${user.username}`,
      ]),
    );
    for (const secret of [credential.id, stored!.publicKey, options.challenge, options.user.id]) {
      expect(text).not.toContain(secret);
    }
  });

  it('refuses an answer to another challenge, a used challenge, another origin and an unverified person', async () => {
    const user = await signedInUser();
    const device = new SoftwareAuthenticator(ORIGIN);
    const options = (await user.call('POST', '/api/users/me/passkeys/options', { password: TEST_PASSWORD })).json();

    const forged = await user.call('POST', '/api/users/me/passkeys', {
      credential: device.register(options, { challenge: 'bm90LWdpdmVuLWJ5LXRoZS1zZXJ2ZXI' }),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe(PASSKEY_MESSAGES.challengeEnded);

    const credential = device.register(options);
    expect((await user.call('POST', '/api/users/me/passkeys', { credential })).statusCode).toBe(200);
    const replayed = await user.call('POST', '/api/users/me/passkeys', { credential });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error).toBe(PASSKEY_MESSAGES.challengeEnded);

    const elsewhere = (await user.call('POST', '/api/users/me/passkeys/options', { password: TEST_PASSWORD })).json();
    const phished = await user.call('POST', '/api/users/me/passkeys', {
      credential: device.register(elsewhere, { origin: 'https://congregacao.example.com' }),
    });
    expect(phished.statusCode).toBe(400);
    expect(phished.json().error).toBe(PASSKEY_MESSAGES.notVerified);
    // a refused answer used its challenge up as well
    expect(
      (await user.call('POST', '/api/users/me/passkeys', { credential: device.register(elsewhere) })).statusCode,
    ).toBe(400);

    const noPin = (await user.call('POST', '/api/users/me/passkeys/options', { password: TEST_PASSWORD })).json();
    const unverified = await user.call('POST', '/api/users/me/passkeys', {
      credential: device.register(noPin, { isUserVerified: false }),
    });
    expect(unverified.statusCode).toBe(400);

    // another user's challenge is not this user's
    const other = await signedInUser();
    const othersOptions = (
      await other.call('POST', '/api/users/me/passkeys/options', { password: TEST_PASSWORD })
    ).json();
    const stolen = await user.call('POST', '/api/users/me/passkeys', { credential: device.register(othersOptions) });
    expect(stolen.statusCode).toBe(400);

    expect((await user.call('GET', '/api/users/me/passkeys')).json().passkeys).toHaveLength(1);
    const reasons = (await auditOf(user.id))
      .filter((r) => r.eventType === 'FAILED_LOGIN')
      .map((r) => (r.details as { reason: string }).reason);
    expect(reasons).toEqual([
      'unknown_challenge',
      'unknown_challenge',
      'not_verified',
      'unknown_challenge',
      'not_verified',
      'unknown_challenge',
    ]);
  });

  it('renames a passkey (only the owner’s), refusing a blank or too long name', async () => {
    const user = await signedInUser();
    const { id } = (await register(user.call, new SoftwareAuthenticator(ORIGIN), 'Chave USB')).json();
    const renamed = await user.call('PATCH', `/api/users/me/passkeys/${id}`, { name: 'Chave do escritório' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Chave do escritório');
    const blank = await user.call('PATCH', `/api/users/me/passkeys/${id}`, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toContain(PASSKEY_MESSAGES.nameRequired);
    expect((await user.call('PATCH', `/api/users/me/passkeys/${id}`, { name: 'x'.repeat(61) })).statusCode).toBe(400);
    const other = await signedInUser('Elder');
    const foreign = await other.call('PATCH', `/api/users/me/passkeys/${id}`, { name: 'Minha' });
    expect(foreign.statusCode).toBe(404);
    expect((await user.call('GET', '/api/users/me/passkeys')).json().passkeys[0].name).toBe('Chave do escritório');
    const entry = (await auditOf(user.id)).find((r) => r.description.includes('renomeada'));
    expect(entry).toMatchObject({
      eventType: 'USER_UPDATE',
      resource: 'passkey',
      oldValues: { name: 'Chave USB' },
      newValues: { name: 'Chave do escritório' },
    });
  });
});

describe('signing in with a passkey', () => {
  it('opens a session without a code, even for a user with TOTP, and raises the counter', async () => {
    const user = await signedInUser();
    await enrol(user.call);
    const device = new SoftwareAuthenticator(ORIGIN);
    const { id } = (await register(user.call, device, 'Telemóvel')).json();

    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'congregacao.test', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await signIn(device.signIn(options));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ accessToken: expect.any(String), user: expect.objectContaining({ id: user.id }) });
    expect((await caller(w.t.app, res.json().accessToken)('GET', '/api/auth/me')).statusCode).toBe(200);

    const [row] = await w.t.db.select().from(passkeys).where(eq(passkeys.id, id));
    expect(row!.counter).toBe(1);
    expect(row!.lastUsedAt).not.toBeNull();
    // a second sign-in: the counter goes on
    expect((await signIn(device.signIn(await signInOptions()))).statusCode).toBe(200);
    expect((await w.t.db.select().from(passkeys).where(eq(passkeys.id, id)))[0]!.counter).toBe(2);

    const login = (await auditOf(user.id)).find(
      (r) => r.eventType === 'USER_LOGIN' && r.description.includes('passkey'),
    );
    expect(login).toMatchObject({
      description: `Sessão iniciada por ${user.username} (passkey)`,
      details: expect.objectContaining({ method: 'passkey', passkeyId: id, passkeyName: 'Telemóvel' }),
    });
  });

  it('refuses another challenge, a used challenge and another origin, and uses the challenge up', async () => {
    const user = await signedInUser();
    const device = new SoftwareAuthenticator(ORIGIN);
    await register(user.call, device);

    const forged = await signIn(device.signIn(await signInOptions(), { challenge: 'b3RoZXItY2hhbGxlbmdl' }));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toBe(PASSKEY_MESSAGES.challengeEnded);

    // a registration's challenge does not sign in
    const registration = (
      await user.call('POST', '/api/users/me/passkeys/options', { password: TEST_PASSWORD })
    ).json();
    const crossed = await signIn(device.signIn({ ...(await signInOptions()), challenge: registration.challenge }));
    expect(crossed.statusCode).toBe(401);

    const answer = device.signIn(await signInOptions());
    expect((await signIn(answer)).statusCode).toBe(200);
    const replayed = await signIn(answer);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().error).toBe(PASSKEY_MESSAGES.challengeEnded);

    const options = await signInOptions();
    const phished = await signIn(device.signIn(options, { origin: 'https://congregacao.example.com' }));
    expect(phished.statusCode).toBe(401);
    expect(phished.json().error).toBe(PASSKEY_MESSAGES.notVerified);
    expect((await signIn(device.signIn(options))).statusCode).toBe(401);

    const reasons = (await auditOf(user.id))
      .filter((r) => r.eventType === 'FAILED_LOGIN')
      .map((r) => (r.details as { reason: string }).reason);
    expect(reasons).toEqual(['not_verified']);
    // refusals without a known passkey name nobody: recorded all the same
    const anonymous = await w.t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'FAILED_LOGIN'));
    expect(
      anonymous.filter((r) => (r.details as { reason?: string }).reason === 'unknown_challenge').length,
    ).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(anonymous)).not.toContain(answer.response.signature);
  });

  it('refuses a counter that did not move forward (a cloned authenticator)', async () => {
    const user = await signedInUser();
    const device = new SoftwareAuthenticator(ORIGIN);
    const { id } = (await register(user.call, device)).json();
    expect((await signIn(device.signIn(await signInOptions(), { counter: 5 }))).statusCode).toBe(200);
    const clone = await signIn(device.signIn(await signInOptions(), { counter: 5 }));
    expect(clone.statusCode).toBe(401);
    expect(clone.json().error).toBe(PASSKEY_MESSAGES.counterMismatch);
    expect((await signIn(device.signIn(await signInOptions(), { counter: 3 }))).statusCode).toBe(401);
    expect((await w.t.db.select().from(passkeys).where(eq(passkeys.id, id)))[0]!.counter).toBe(5);
    expect((await signIn(device.signIn(await signInOptions(), { counter: 6 }))).statusCode).toBe(200);
  });

  it('accepts a passkey that keeps no counter (always 0), as synced passkeys do', async () => {
    const user = await signedInUser();
    const synced = new SoftwareAuthenticator(ORIGIN, 0);
    await register(user.call, synced);
    expect((await signIn(synced.signIn(await signInOptions()))).statusCode).toBe(200);
    expect((await signIn(synced.signIn(await signInOptions()))).statusCode).toBe(200);
  });

  it('removes a passkey with the password only; a removed passkey no longer signs in', async () => {
    const user = await signedInUser();
    const device = new SoftwareAuthenticator(ORIGIN);
    const { id } = (await register(user.call, device, 'Portátil')).json();

    const wrong = await user.call('DELETE', `/api/users/me/passkeys/${id}`, { password: 'não é esta' });
    expect(wrong.statusCode).toBe(401);
    expect((await user.call('GET', '/api/users/me/passkeys')).json().passkeys).toHaveLength(1);
    const other = await signedInUser('Elder');
    expect((await other.call('DELETE', `/api/users/me/passkeys/${id}`, { password: other.password })).statusCode).toBe(
      404,
    );

    const removed = await user.call('DELETE', `/api/users/me/passkeys/${id}`, { password: user.password });
    expect(removed.statusCode).toBe(200);
    expect((await user.call('GET', '/api/users/me/passkeys')).json().passkeys).toEqual([]);
    expect((await user.call('GET', '/api/auth/me')).json().user.hasSecondFactor).toBe(false);

    const refused = await signIn(device.signIn(await signInOptions()));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe(PASSKEY_MESSAGES.unknownPasskey);

    const entry = (await auditOf(user.id)).find((r) => r.description.includes('removida'));
    expect(entry).toMatchObject({ severity: 'HIGH', resource: 'passkey', resourceId: String(id) });
  });
});

describe('a passkey as the second factor of a password sign-in', () => {
  it('asks a passkey-only user for the second step, which the passkey sign-in ends', async () => {
    const user = await signedInUser();
    const device = new SoftwareAuthenticator(ORIGIN);
    await register(user.call, device);
    const first = await passwordStep(w.t.app, user.username, user.password);
    expect(first.json()).toEqual({ mfaRequired: true, mfaToken: expect.any(String), methods: ['passkey'] });
    // no code stands in for the passkey
    const code = await w.t.app.inject({
      method: 'POST',
      url: '/api/auth/login/mfa',
      payload: { mfaToken: first.json().mfaToken, code: '123456' },
    });
    expect(code.statusCode).toBe(401);
    expect(code.json().error).toBe(MFA_MESSAGES.wrongCode);

    expect((await signIn(device.signIn(await signInOptions()))).statusCode).toBe(200);
    expect(await w.t.db.select().from(mfaChallenges).where(eq(mfaChallenges.userId, user.id))).toEqual([]);

    // with TOTP too, both are offered; a TOTP-only user's answer is as before (no methods)
    await enrol(user.call);
    expect((await passwordStep(w.t.app, user.username, user.password)).json().methods).toEqual(['totp', 'passkey']);
  });
});

describe('passkey sign-in limits', () => {
  it('refuses (429) after ten failures from one address, as for passwords', async () => {
    // an address of its own: the failures of the other tests do not count here
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const clientData = { type: 'webauthn.get', challenge: `bm90LWdpdmVu${i}`, origin: ORIGIN };
      const res = await signIn(
        {
          id: 'dW5rbm93bi1rZXk',
          rawId: 'dW5rbm93bi1rZXk',
          type: 'public-key',
          clientExtensionResults: {},
          response: {
            clientDataJSON: Buffer.from(JSON.stringify(clientData)).toString('base64url'),
            authenticatorData: 'AAAA',
            signature: 'AAAA',
          },
        },
        '192.0.2.25',
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { type CryptoKey, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, users } from '../../../db/schema';
import { caller, createTestApp, login, seedUser, type TestApp } from '../../../test/app.test-support';
import { codeFor, codeStep, enrol } from '../factors/mfa.test-support';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
let t: TestApp;
let jwks: http.Server;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwks = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const { port } = jwks.address() as AddressInfo;
  t = await createTestApp({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => jwks.close(() => resolve()));
});

interface TokenOptions {
  sub?: string;
  email?: string;
  emailVerified?: boolean;
  audience?: string;
  issuer?: string;
  expiresAt?: number;
  key?: CryptoKey;
}

let subjects = 0;
function googleToken(options: TokenOptions = {}): Promise<string> {
  subjects += 1;
  return new SignJWT({ email: options.email ?? 'someone@example.com', email_verified: options.emailVerified ?? true })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setSubject(options.sub ?? `google-sub-${subjects}`)
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expiresAt ?? Math.floor(Date.now() / 1000) + 3600)
    .sign(options.key ?? signingKey);
}

const signIn = (credential: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential, select_by: 'btn', clientId: 'x' } });

async function userWithEmail(email: string) {
  const user = await seedUser(t.db, { role: 'Elder' });
  await t.db.update(users).set({ email }).where(eq(users.id, user.id));
  return user;
}

describe('POST /api/auth/google', () => {
  it('signs in the active user whose email matches, links the subject, and later signs in by subject', async () => {
    const user = await userWithEmail('Maria.Google@Example.com');
    const res = await signIn(await googleToken({ sub: 'sub-maria', email: 'maria.google@example.com' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, username: user.username });
    expect(res.json().accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${res.json().accessToken}` },
    });
    expect(me.json().user.id).toBe(user.id);
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0]!.googleSubject).toBe('sub-maria');
    const logins = await t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'USER_LOGIN'));
    expect(logins.some((a) => a.userId === user.id && JSON.stringify(a.details).includes('google'))).toBe(true);

    const bySubject = await signIn(await googleToken({ sub: 'sub-maria', email: 'changed@example.com' }));
    expect(bySubject.json().user.id).toBe(user.id);
  });

  it('accepts the issuer without https too', async () => {
    const user = await userWithEmail('plain.iss@example.com');
    const res = await signIn(await googleToken({ email: 'plain.iss@example.com', issuer: 'accounts.google.com' }));
    expect(res.json().user?.id).toBe(user.id);
  });

  it('refuses expired, wrong audience, wrong issuer, foreign key and garbage tokens with 401', async () => {
    await userWithEmail('target@example.com');
    const email = 'target@example.com';
    const bad = [
      await googleToken({ email, expiresAt: Math.floor(Date.now() / 1000) - 600 }),
      await googleToken({ email, audience: 'another-client' }),
      await googleToken({ email, issuer: 'https://evil.example.com' }),
      await googleToken({ email, key: strangerKey }),
      'not.a.token',
    ];
    for (const credential of bad) {
      const res = await signIn(credential);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Credencial Google inválida ou expirada.');
    }
    const failed = await t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'FAILED_LOGIN'));
    expect(failed.length).toBeGreaterThanOrEqual(bad.length);
    expect(JSON.stringify(failed)).not.toContain(bad[0]!.slice(0, 40));
  });

  it('refuses an unverified email', async () => {
    await userWithEmail('unverified@example.com');
    const res = await signIn(await googleToken({ email: 'unverified@example.com', emailVerified: false }));
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('O email da conta Google não está verificado.');
  });

  it('refuses an unknown email and never creates a user', async () => {
    const before = (await t.db.select().from(users)).length;
    const res = await signIn(await googleToken({ email: 'nobody@example.com' }));
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Esta conta Google não está associada a nenhum utilizador ativo.');
    expect((await t.db.select().from(users)).length).toBe(before);
  });

  it('refuses a deleted user, by email and by linked subject', async () => {
    const byEmail = await userWithEmail('deleted@example.com');
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, byEmail.id));
    expect((await signIn(await googleToken({ email: 'deleted@example.com' }))).statusCode).toBe(401);

    const linked = await userWithEmail('linked.deleted@example.com');
    const token = await googleToken({ sub: 'sub-linked', email: 'linked.deleted@example.com' });
    expect((await signIn(token)).statusCode).toBe(200);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, linked.id));
    expect((await signIn(token)).statusCode).toBe(401);
  });

  it('refuses an email whose user is already linked to another Google account', async () => {
    await userWithEmail('taken.link@example.com');
    expect((await signIn(await googleToken({ sub: 'first', email: 'taken.link@example.com' }))).statusCode).toBe(200);
    expect((await signIn(await googleToken({ sub: 'second', email: 'taken.link@example.com' }))).statusCode).toBe(401);
  });

  it('asks a user with a second factor for a code too', async () => {
    const user = await userWithEmail('two.factors@example.com');
    const { secret } = await enrol(caller(t.app, await login(t.app, user.username, user.password)));
    const res = await signIn(await googleToken({ sub: 'sub-two', email: 'two.factors@example.com' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
    const second = await codeStep(t.app, res.json().mfaToken, codeFor(secret, 1));
    expect(second.statusCode).toBe(200);
    expect(second.json().user.id).toBe(user.id);
    const logins = await t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'USER_LOGIN'));
    expect(logins.some((a) => a.userId === user.id && JSON.stringify(a.details).includes('google+totp'))).toBe(true);
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  it('answers 400 saying Google sign-in is not configured', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential: 'x.y.z' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('O início de sessão com Google não está configurado.');
    } finally {
      await plain.close();
    }
  });
});

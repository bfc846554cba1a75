import { ERROR_CODES } from '@congregacao/shared/error-codes';
import { MFA_MESSAGES } from '@congregacao/shared/mfa-messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, mfaChallenges, recoveryCodes, totpFactors } from '../../../db/schema';
import { caller, login, seedUser, setUpTestApp } from '../../../test/app.test-support';
import { codeFor, codeStep, enrol, passwordStep, signInWithCode } from './mfa.test-support';

const w = setUpTestApp();

async function signedInUser() {
  const user = await seedUser(w.t.db, { role: 'Secretary' });
  return { ...user, call: caller(w.t.app, await login(w.t.app, user.username, user.password)) };
}

async function auditText(userId: number) {
  const rows = await w.t.db.select().from(auditLogs);
  return JSON.stringify(rows.filter((r) => r.userId === userId || r.resourceId === String(userId)));
}

describe('TOTP enrolment', () => {
  it('keeps the secret sealed, turns on only with a right code, and gives ten recovery codes once', async () => {
    const user = await signedInUser();
    const start = await user.call('POST', '/api/users/me/mfa/totp', { password: user.password });
    expect(start.statusCode).toBe(200);
    const { secret, otpauthUrl } = start.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    const [stored] = await w.t.db.select().from(totpFactors).where(eq(totpFactors.userId, user.id));
    expect(stored!.secretSealed).not.toContain(secret);
    expect(stored!.confirmedAt).toBeNull();
    // pending: sign-in does not ask for a code yet
    expect((await passwordStep(w.t.app, user.username, user.password)).json().accessToken).toBeTruthy();

    const wrong = await user.call('POST', '/api/users/me/mfa/totp/confirm', { code: codeFor(secret, 4) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(MFA_MESSAGES.wrongCode);
    expect((await user.call('GET', '/api/users/me/mfa')).json().totp.enabled).toBe(false);

    const code = codeFor(secret);
    const confirmed = await user.call('POST', '/api/users/me/mfa/totp/confirm', { code });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const hashes = await w.t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(hashes).toHaveLength(10);
    expect(JSON.stringify(hashes)).not.toContain(codes[0]!.replace('-', ''));

    const status = (await user.call('GET', '/api/users/me/mfa')).json();
    expect(status).toMatchObject({ totp: { enabled: true }, recoveryCodesLeft: 10, required: false });
    expect((await user.call('GET', '/api/auth/me')).json().user.hasSecondFactor).toBe(true);
    // never returned again: starting over is refused while it is on
    expect((await user.call('POST', '/api/users/me/mfa/totp', { password: user.password })).statusCode).toBe(409);

    const audit = await auditText(user.id);
    expect(audit).toContain('Autenticação de dois fatores ativada');
    expect(audit).toContain('Código de segundo fator recusado (confirm)');
    for (const secretText of [secret, code, codes[0]!]) expect(audit).not.toContain(secretText);
  });
});

describe('sign-in with a second factor', () => {
  it('answers {mfaRequired, mfaToken} without access, then a code opens the session once', async () => {
    const user = await signedInUser();
    const { secret } = await enrol(user.call);
    const first = await passwordStep(w.t.app, user.username, user.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
    const { mfaToken } = first.json();
    expect((await caller(w.t.app, mfaToken)('GET', '/api/auth/me')).statusCode).toBe(401);

    const wrong = await codeStep(w.t.app, mfaToken, codeFor(secret, 5));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: MFA_MESSAGES.wrongCode, attemptsLeft: 4 });

    // the code of the next step (clock drift +1): the enrolment used this step's
    const next = codeFor(secret, 1);
    const ok = await codeStep(w.t.app, mfaToken, next);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.username).toBe(user.username);
    expect((await caller(w.t.app, ok.json().accessToken)('GET', '/api/auth/me')).statusCode).toBe(200);

    const reused = await codeStep(w.t.app, mfaToken, next);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe(ERROR_CODES.MFA_CHALLENGE_ENDED);

    // the same code in a new sign-in is a replay; so is an older step's
    const again = (await passwordStep(w.t.app, user.username, user.password)).json().mfaToken;
    const replay = await codeStep(w.t.app, again, next);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe(MFA_MESSAGES.replayedCode);
    expect((await codeStep(w.t.app, again, codeFor(secret, -1))).json().error).toBe(MFA_MESSAGES.replayedCode);

    const entries = await auditText(user.id);
    expect(entries).toContain('password+totp');
    expect(entries).toContain('replayed_code');
    for (const text of [secret, next, mfaToken]) expect(entries).not.toContain(text);
  });

  it('accepts a code sent twice at once (two sign-ins) only once', async () => {
    const user = await signedInUser();
    const { secret } = await enrol(user.call);
    const tokens = await Promise.all(
      [1, 2].map(async () => (await passwordStep(w.t.app, user.username, user.password)).json().mfaToken as string),
    );
    const code = codeFor(secret, 1);
    const answers = await Promise.all(tokens.map((token) => codeStep(w.t.app, token, code)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('takes a recovery code once in place of a code', async () => {
    const user = await signedInUser();
    const { recoveryCodes: codes } = await enrol(user.call);
    const session = await signInWithCode(w.t.app, user.username, user.password, codes[3]!.toUpperCase());
    expect((await session('GET', '/api/users/me/mfa')).json().recoveryCodesLeft).toBe(9);
    const token = (await passwordStep(w.t.app, user.username, user.password)).json().mfaToken;
    const used = await codeStep(w.t.app, token, codes[3]!);
    expect(used.statusCode).toBe(401);
    expect(used.json().error).toBe(MFA_MESSAGES.wrongCode);
    expect(await auditText(user.id)).toContain('password+recovery_code');
  });

  it('ends the token at the fifth wrong code: a right code after it is refused', async () => {
    const user = await signedInUser();
    const { secret } = await enrol(user.call);
    const { mfaToken } = (await passwordStep(w.t.app, user.username, user.password)).json();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await codeStep(w.t.app, mfaToken, '000000'));
    expect(answers.slice(0, 4).map((r) => r.json().attemptsLeft)).toEqual([4, 3, 2, 1]);
    expect(answers[4]!.json()).toMatchObject({
      code: ERROR_CODES.MFA_CHALLENGE_ENDED,
      error: MFA_MESSAGES.tooManyWrongCodes,
    });
    expect((await codeStep(w.t.app, mfaToken, codeFor(secret, 1))).json().code).toBe(ERROR_CODES.MFA_CHALLENGE_ENDED);
    expect(await w.t.db.select().from(mfaChallenges).where(eq(mfaChallenges.userId, user.id))).toEqual([]);
    const critical = (await w.t.db.select().from(auditLogs)).filter(
      (r) => r.severity === 'CRITICAL' && r.resourceId === String(user.id),
    );
    expect(critical).toHaveLength(1);
  });

  it('refuses an expired token', async () => {
    const user = await signedInUser();
    const { secret } = await enrol(user.call);
    const { mfaToken } = (await passwordStep(w.t.app, user.username, user.password)).json();
    await w.t.db
      .update(mfaChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mfaChallenges.userId, user.id));
    const res = await codeStep(w.t.app, mfaToken, codeFor(secret, 1));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(ERROR_CODES.MFA_CHALLENGE_ENDED);
  });
});

describe('turning TOTP off', () => {
  it('needs the password and a code; then sign-in asks for the password only', async () => {
    const user = await signedInUser();
    const { secret, recoveryCodes: codes } = await enrol(user.call);
    const wrongPassword = await user.call('DELETE', '/api/users/me/mfa/totp', {
      password: 'nope',
      code: codeFor(secret, 1),
    });
    expect(wrongPassword.statusCode).toBe(401);
    const wrongCode = await user.call('DELETE', '/api/users/me/mfa/totp', { password: user.password, code: '123456' });
    expect(wrongCode.statusCode).toBe(400);
    expect((await user.call('GET', '/api/users/me/mfa')).json().totp.enabled).toBe(true);

    const off = await user.call('DELETE', '/api/users/me/mfa/totp', { password: user.password, code: codes[0] });
    expect(off.statusCode).toBe(200);
    expect((await user.call('GET', '/api/users/me/mfa')).json()).toMatchObject({
      totp: { enabled: false },
      recoveryCodesLeft: 0,
    });
    expect(await w.t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    expect((await passwordStep(w.t.app, user.username, user.password)).json().accessToken).toBeTruthy();
    expect(await auditText(user.id)).toContain('Autenticação de dois fatores desativada');
  });
});

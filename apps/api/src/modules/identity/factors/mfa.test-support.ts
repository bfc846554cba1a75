import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { type Caller, caller, TEST_PASSWORD } from '../../../test/app.test-support';

/** The code an authenticator app shows for the secret, `steps` periods of 30 s from now (computed here, not by us). */
export function codeFor(secret: string, steps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: Date.now() + steps * 30_000,
  });
}

/** Turns TOTP on for a signed-in caller (their password confirms it); returns the secret and the recovery codes. */
export async function enrol(
  call: Caller,
  password = TEST_PASSWORD,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { secret } = (await call('POST', '/api/users/me/mfa/totp', { password })).json();
  const res = await call('POST', '/api/users/me/mfa/totp/confirm', { code: codeFor(secret) });
  if (res.statusCode !== 200) throw new Error(`confirm failed: ${res.statusCode} ${res.body}`);
  return { secret, recoveryCodes: res.json().recoveryCodes };
}

export const passwordStep = (app: FastifyInstance, username: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

export const codeStep = (app: FastifyInstance, mfaToken: string, code: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login/mfa', payload: { mfaToken, code } });

/** Both steps; returns a caller of the new session. */
export async function signInWithCode(app: FastifyInstance, username: string, password: string, code: string) {
  const { mfaToken } = (await passwordStep(app, username, password)).json();
  const res = await codeStep(app, mfaToken, code);
  if (res.statusCode !== 200) throw new Error(`second step failed: ${res.statusCode} ${res.body}`);
  return caller(app, res.json().accessToken);
}

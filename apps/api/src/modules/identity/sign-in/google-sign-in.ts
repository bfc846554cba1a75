import { messages, TEXT } from '@congregacao/shared/i18n/messages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { recordAudit } from '../../../lib/audit';
import { AppError, badRequest, unauthenticated } from '../../../lib/errors';
import type { SecondFactorPolicy } from '../accounts/repository';
import { afterFirstFactor } from './sign-in-challenge';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export const GOOGLE_MESSAGES = messages('api.google', {
  notConfigured: TEXT,
  invalidToken: TEXT,
  emailNotVerified: TEXT,
  noUser: TEXT,
  unavailable: TEXT,
});

interface GoogleClaims {
  sub: string;
  email: string;
}

/** JOSE failures that mean "Google's keys could not be fetched", not "the token is bad". */
function isKeySetUnavailable(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true;
  return (
    error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || error.code === 'ERR_JOSE_GENERIC'
  );
}

/** Verifies Google ID tokens against the JWKS (fetched and cached by jose): signature, iss, aud, exp. */
export function createGoogleVerifier(config: Config) {
  const keySet = createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL));
  return async (credential: string): Promise<JWTPayload> => {
    const { payload } = await jwtVerify(credential, keySet, {
      issuer: GOOGLE_ISSUERS,
      audience: config.GOOGLE_CLIENT_ID,
      requiredClaims: ['sub', 'exp'],
    });
    return payload;
  };
}

type Refusal = { reason: string; message: string };

/** The active user linked to the Google subject, or on first use the active user with that email (linked then). */
async function findGoogleUser(db: Database, claims: GoogleClaims, actor: Actor): Promise<number | Refusal> {
  const noUser = (reason: string) => ({ reason, message: GOOGLE_MESSAGES.noUser });
  const [linked] = await db
    .select({ id: users.id, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.googleSubject, claims.sub));
  if (linked) return linked.deletedAt ? noUser('deleted_user') : linked.id;
  const [byEmail] = await db
    .select({ id: users.id, username: users.username, deletedAt: users.deletedAt, subject: users.googleSubject })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${claims.email})`);
  if (!byEmail) return noUser('unknown_email');
  if (byEmail.deletedAt) return noUser('deleted_user');
  if (byEmail.subject) return noUser('linked_to_other_google_account');
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ googleSubject: claims.sub, updatedAt: new Date() })
      .where(and(eq(users.id, byEmail.id), isNull(users.googleSubject)));
    await recordAudit(tx, actor, {
      eventType: 'USER_UPDATE',
      description: `Conta Google associada ao utilizador ${byEmail.username}`,
      resource: 'user',
      resourceId: byEmail.id,
      user: null,
      details: { method: 'google', linkedByEmail: true },
    });
  });
  return byEmail.id;
}

/** A refused Google sign-in: 401, recorded FAILED_LOGIN (with the reason) by the error handler. */
function refuse(refusal: Refusal, email?: unknown): AppError {
  return unauthenticated(refusal.message, {
    eventType: 'FAILED_LOGIN',
    description: `Início de sessão com Google recusado (${refusal.reason})`,
    resource: 'session',
    user: null,
    details: { method: 'google', reason: refusal.reason, email: typeof email === 'string' ? email : null },
  });
}

/** POST /auth/google: never creates users; every refusal is a 401 with a Portuguese message and audited. */
export async function signInWithGoogle(
  db: Database,
  policy: SecondFactorPolicy,
  verify: ((credential: string) => Promise<JWTPayload>) | null,
  credential: string,
  actor: Actor,
) {
  if (!verify) throw badRequest(GOOGLE_MESSAGES.notConfigured);
  let claims: JWTPayload;
  try {
    claims = await verify(credential);
  } catch (error) {
    if (isKeySetUnavailable(error)) throw new AppError('UNAVAILABLE', GOOGLE_MESSAGES.unavailable);
    const reason = error instanceof errors.JOSEError ? error.code : 'invalid_token';
    throw refuse({ reason, message: GOOGLE_MESSAGES.invalidToken });
  }
  if (typeof claims.sub !== 'string' || typeof claims.email !== 'string') {
    throw refuse({ reason: 'missing_claims', message: GOOGLE_MESSAGES.invalidToken });
  }
  if (claims.email_verified !== true) {
    throw refuse({ reason: 'email_not_verified', message: GOOGLE_MESSAGES.emailNotVerified }, claims.email);
  }
  const found = await findGoogleUser(db, { sub: claims.sub, email: claims.email }, actor);
  if (typeof found !== 'number') throw refuse(found, claims.email);
  return afterFirstFactor(db, policy, found, actor, 'google');
}

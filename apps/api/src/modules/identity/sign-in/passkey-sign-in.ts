import type { SessionResponse } from '@congregacao/shared/contracts/auth';
import { PASSKEY_MESSAGES } from '@congregacao/shared/passkey-messages';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq, lt } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/client';
import { mfaChallenges, passkeys } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { AppError } from '../../../lib/errors';
import type { SecondFactorPolicy } from '../accounts/repository';
import { CEREMONY_TIMEOUT_MS, consumeChallenge, storeChallenge } from '../factors/challenges';
import type { RelyingParty } from '../factors/relying-party';
import { openSession } from '../sessions/open-session';

/**
 * POST /auth/passkey/options: a challenge for any of this site's passkeys (discoverable: the person picks the account
 * on the device, so the screen asks for no username), with the person verified on the device.
 */
export async function signInOptions(db: Database, rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'required',
  });
  await storeChallenge(db, options.challenge, 'sign-in', null);
  return options;
}

export async function hasPasskeys(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return row !== undefined;
}

/** The user a passkey answer names, for the failure counters (`passkey-failed:<ip>:<userId>`); '' when none. */
export async function passkeySubject(db: DbOrTx, credentialId: unknown): Promise<string> {
  if (typeof credentialId !== 'string' || credentialId.length > 1400) return '';
  const [row] = await db
    .select({ userId: passkeys.userId })
    .from(passkeys)
    .where(eq(passkeys.credentialId, credentialId));
  return row ? String(row.userId) : '';
}

function refused(reason: string, message: string, userId: number | null = null, passkeyId: number | null = null) {
  return new AppError(
    'UNAUTHENTICATED',
    message,
    {},
    {
      eventType: 'FAILED_LOGIN',
      severity: 'MEDIUM',
      description: `Início de sessão com chave de acesso recusado (${reason})`,
      resource: 'session',
      resourceId: userId,
      user: null,
      details: { method: 'passkey', reason, userId, passkeyId },
    },
  );
}

/**
 * POST /auth/passkey {credential}: the answer must name a live sign-in challenge (used up now, whatever follows), a
 * stored passkey, verify against its public key from this site's origin with the person verified, and raise its
 * counter. A passkey is both factors: the session opens without a code, and any second step the user left pending
 * is ended.
 */
export async function signInWithPasskey(
  db: Database,
  policy: SecondFactorPolicy,
  rp: RelyingParty,
  credential: AuthenticationResponseJSON,
  actor: Actor,
): Promise<SessionResponse> {
  const given = await consumeChallenge(db, credential.response.clientDataJSON, 'sign-in', null);
  if (!given) throw refused('unknown_challenge', PASSKEY_MESSAGES.challengeEnded);
  const [passkey] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credential.id));
  if (!passkey) throw refused('unknown_passkey', PASSKEY_MESSAGES.unknownPasskey);
  const refusedFor = (reason: string, message: string) => refused(reason, message, passkey.userId, passkey.id);
  if (credential.response.userHandle && credential.response.userHandle !== passkey.userHandle) {
    throw refusedFor('other_user_handle', PASSKEY_MESSAGES.notVerified);
  }
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: given.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
  } catch (error) {
    const isCounter = error instanceof Error && /counter/i.test(error.message);
    throw isCounter
      ? refusedFor('counter_not_raised', PASSKEY_MESSAGES.counterMismatch)
      : refusedFor('not_verified', PASSKEY_MESSAGES.notVerified);
  }
  if (!verification.verified) throw refusedFor('not_verified', PASSKEY_MESSAGES.notVerified);
  const { newCounter } = verification.authenticationInfo;
  return db.transaction(async (tx) => {
    // the counter moves only forward, also between two answers checked at once (0 stays 0: no counter kept)
    const moved = await tx
      .update(passkeys)
      .set({ counter: newCounter, lastUsedAt: new Date() })
      .where(
        and(eq(passkeys.id, passkey.id), newCounter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, newCounter)),
      )
      .returning({ id: passkeys.id });
    if (moved.length === 0) throw refusedFor('counter_not_raised', PASSKEY_MESSAGES.counterMismatch);
    await tx.delete(mfaChallenges).where(eq(mfaChallenges.userId, passkey.userId));
    return openSession(tx, policy, passkey.userId, actor, 'passkey', {
      passkeyId: passkey.id,
      passkeyName: passkey.name,
    });
  });
}

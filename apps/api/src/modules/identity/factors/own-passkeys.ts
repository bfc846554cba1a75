import type { Passkey, PasskeysResponse } from '@congregacao/shared/contracts/passkeys';
import { t } from '@congregacao/shared/i18n/translate';
import { PASSKEY_NAME_MAX } from '@congregacao/shared/limits';
import { PASSKEY_MESSAGES } from '@congregacao/shared/passkey-messages';
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/client';
import { passkeys } from '../../../db/schema';
import type { SignedInActor } from '../../../lib/actor';
import { recordAudit } from '../../../lib/audit';
import { AppError, conflict, isUniqueViolation, notFound } from '../../../lib/errors';
import { newToken } from '../../../lib/tokens';
import { assertCurrentPassword } from '../accounts/current-password';
import { describeDevice } from '../sessions/device';
import { CEREMONY_TIMEOUT_MS, consumeChallenge, storeChallenge } from './challenges';
import { type RelyingParty, RP_NAME } from './relying-party';

type PasskeyRow = typeof passkeys.$inferSelect;

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  isBackedUp: row.isBackedUp,
});

async function userPasskeys(db: DbOrTx, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
}

/** GET /users/me/passkeys */
export async function listPasskeys(db: Database, actor: SignedInActor): Promise<PasskeysResponse> {
  return { passkeys: (await userPasskeys(db, actor.user.id)).map(toPasskey) };
}

/**
 * POST /users/me/passkeys/options {password}: what the browser needs to create a passkey for this account (a
 * discoverable one, with the person verified on the device: it then stands for both factors), never one it already
 * holds. The account's password confirms it: only then is a registration challenge given (ADR 038).
 */
export async function registrationOptions(
  db: Database,
  rp: RelyingParty,
  actor: SignedInActor,
  password: string | undefined,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  await assertCurrentPassword(db, actor.user.id, password, {
    description: `Password incorreta ao adicionar uma chave de acesso de ${actor.user.username}`,
    resource: 'passkey',
    resourceId: actor.user.id,
    details: { reason: password ? 'wrong_password' : 'no_password', step: 'register' },
  });
  const existing = await userPasskeys(db, actor.user.id);
  // the account's WebAuthn user.id: random, the same for all its passkeys (an authenticator keeps one per account)
  const userHandle = existing[0]?.userHandle ?? newToken();
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName: actor.user.username,
    userDisplayName: actor.user.displayName ?? actor.user.username,
    userID: isoBase64URL.toBuffer(userHandle),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeChallenge(db, options.challenge, 'register', { userId: actor.user.id, userHandle });
  return options;
}

const refused = (actor: SignedInActor, reason: string, message: string) =>
  new AppError(
    'VALIDATION',
    message,
    {},
    {
      eventType: 'FAILED_LOGIN',
      description: `Chave de acesso recusada ao registar para ${actor.user.username} (${reason})`,
      resource: 'passkey',
      resourceId: actor.user.id,
      details: { reason, step: 'register' },
    },
  );

/** POST /users/me/passkeys {name?, credential}: checks the browser's answer against the challenge given, stores the key. */
export async function addPasskey(
  db: Database,
  rp: RelyingParty,
  actor: SignedInActor,
  body: { name?: string; credential: RegistrationResponseJSON },
): Promise<Passkey> {
  const userId = actor.user.id;
  const given = await consumeChallenge(db, body.credential.response.clientDataJSON, 'register', userId);
  if (!given) throw refused(actor, 'unknown_challenge', PASSKEY_MESSAGES.challengeEnded);
  const verification = await verifyRegistrationResponse({
    response: body.credential,
    expectedChallenge: given.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw refused(actor, 'not_verified', PASSKEY_MESSAGES.notVerified);
  const { credential, credentialBackedUp } = verification.registrationInfo;
  const name = body.name ?? describeDevice(actor.userAgent) ?? t('api.passkey.defaultName');
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(passkeys)
        .values({
          userId,
          credentialId: credential.id,
          publicKey: isoBase64URL.fromBuffer(credential.publicKey),
          counter: credential.counter,
          transports: credential.transports ?? [],
          userHandle: given.userHandle ?? newToken(),
          name: name.slice(0, PASSKEY_NAME_MAX),
          isBackedUp: credentialBackedUp,
        })
        .returning();
      await recordAudit(tx, actor, {
        eventType: 'USER_UPDATE',
        severity: 'MEDIUM',
        description: `Chave de acesso "${row!.name}" adicionada por ${actor.user.username}`,
        resource: 'passkey',
        resourceId: row!.id,
        details: { factor: 'passkey', step: 'added', name: row!.name, isBackedUp: credentialBackedUp },
      });
      return toPasskey(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PASSKEY_MESSAGES.alreadyRegistered);
    throw error;
  }
}

async function ownPasskey(db: DbOrTx, actor: SignedInActor, id: number): Promise<PasskeyRow> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, actor.user.id)))
    .for('update');
  // another user's passkey answers as if it did not exist
  if (!row) throw notFound(PASSKEY_MESSAGES.notFound);
  return row;
}

/** PATCH /users/me/passkeys/{id} {name} */
export async function renamePasskey(db: Database, actor: SignedInActor, id: number, name: string): Promise<Passkey> {
  return db.transaction(async (tx) => {
    const before = await ownPasskey(tx, actor, id);
    const [row] = await tx.update(passkeys).set({ name }).where(eq(passkeys.id, id)).returning();
    await recordAudit(tx, actor, {
      eventType: 'USER_UPDATE',
      description: `Chave de acesso "${before.name}" renomeada para "${name}" por ${actor.user.username}`,
      resource: 'passkey',
      resourceId: id,
      details: { factor: 'passkey', step: 'renamed' },
      oldValues: { name: before.name },
      newValues: { name },
    });
    return toPasskey(row!);
  });
}

/** DELETE /users/me/passkeys/{id} {password}: the account's password confirms it (ADR 027). */
export async function removePasskey(db: Database, actor: SignedInActor, id: number, password: string): Promise<void> {
  await assertCurrentPassword(db, actor.user.id, password, {
    description: `Password incorreta ao remover uma chave de acesso de ${actor.user.username}`,
    resource: 'passkey',
    resourceId: id,
    details: { reason: 'wrong_password', step: 'remove' },
  });
  await db.transaction(async (tx) => {
    const row = await ownPasskey(tx, actor, id);
    await tx.delete(passkeys).where(eq(passkeys.id, id));
    await recordAudit(tx, actor, {
      eventType: 'USER_UPDATE',
      severity: 'HIGH',
      description: `Chave de acesso "${row.name}" removida por ${actor.user.username}`,
      resource: 'passkey',
      resourceId: id,
      details: { factor: 'passkey', step: 'removed', name: row.name },
    });
  });
}

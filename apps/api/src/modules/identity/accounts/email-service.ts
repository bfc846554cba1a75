import { timingSafeEqual } from 'node:crypto';
import type { User } from '@congregacao/shared/contracts/user';
import { type ConfirmEmailBody, USER_MESSAGES } from '@congregacao/shared/contracts/users';
import type { AuditSeverity } from '@congregacao/shared/enums';
import { messages, TEXT } from '@congregacao/shared/i18n/messages';
import { t } from '@congregacao/shared/i18n/translate';
import {
  CONFIRMATION_CODE_LENGTH,
  CONFIRMATION_CODE_MAX_ATTEMPTS,
  CONFIRMATION_CODE_TTL_MINUTES,
} from '@congregacao/shared/limits';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { emailConfirmationCodes, users } from '../../../db/schema';
import type { SignedInActor } from '../../../lib/actor';
import { type RefusalRecord, recordAudit } from '../../../lib/audit';
import { AppError, badRequest, invalidValue } from '../../../lib/errors';
import type { Mailer } from '../../../lib/mailer';
import { randomDigits, sha256 } from '../../../lib/tokens';
import { findUserById, type SecondFactorPolicy } from './repository';
import { assertEmailFree, runUserChange } from './user-checks';

const TTL_MS = CONFIRMATION_CODE_TTL_MINUTES * 60_000;
const M = messages('api.email', {
  invalidCode: TEXT,
  expiredCode: TEXT,
  codeBurned: TEXT,
  sameAddress: TEXT,
  sendFailed: TEXT,
  confirmWithCode: TEXT,
});

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function codeMail(to: string, code: string) {
  return {
    to,
    subject: t('email.code.subject'),
    text: [
      t('email.code.code', { code }),
      '',
      t('email.code.validity', { minutes: CONFIRMATION_CODE_TTL_MINUTES }),
      t('email.code.notYou'),
    ].join('\n'),
  };
}

/**
 * POST /users/email/request-code: a new 6-digit code (any earlier one stops working), stored as its SHA-256
 * hash, mailed to the new address. A mail failure removes the code and answers 503.
 */
export async function requestEmailCode(db: Database, mailer: Mailer, actor: SignedInActor, newEmail: string) {
  const userId = actor.user.id;
  if (actor.user.email?.toLowerCase() === newEmail) throw badRequest(M.sameAddress);
  await assertEmailFree(db, newEmail, userId);
  const code = randomDigits(CONFIRMATION_CODE_LENGTH);
  const id = await db.transaction(async (tx) => {
    await tx.delete(emailConfirmationCodes).where(eq(emailConfirmationCodes.userId, userId));
    const [row] = await tx
      .insert(emailConfirmationCodes)
      .values({ userId, newEmail, codeHash: sha256(code), expiresAt: new Date(Date.now() + TTL_MS) })
      .returning({ id: emailConfirmationCodes.id });
    return row!.id;
  });
  try {
    await mailer.send(codeMail(newEmail, code));
  } catch {
    await db.delete(emailConfirmationCodes).where(eq(emailConfirmationCodes.id, id));
    throw new AppError('UNAVAILABLE', M.sendFailed);
  }
  return { ok: true as const, expiresInMinutes: CONFIRMATION_CODE_TTL_MINUTES, delivery: mailer.delivery };
}

/** A code that does not match, like a failed sign-in: recorded by the error handler (CRITICAL when it burns the code). */
function codeRefusal(actor: SignedInActor, what: string, severity?: AuditSeverity): RefusalRecord {
  return {
    eventType: 'FAILED_LOGIN',
    severity,
    description: `Código de confirmação de email recusado (${what}) para ${actor.user.username}`,
    resource: 'user',
    resourceId: actor.user.id,
  };
}

/** Counts one try on the user's live code (atomically, so parallel guesses cannot exceed the limit). */
async function countAttempt(db: Database, actor: SignedInActor) {
  const userId = actor.user.id;
  const [latest] = await db
    .select()
    .from(emailConfirmationCodes)
    .where(and(eq(emailConfirmationCodes.userId, userId), isNull(emailConfirmationCodes.usedAt)))
    .orderBy(desc(emailConfirmationCodes.id))
    .limit(1);
  if (!latest || latest.expiresAt.getTime() <= Date.now()) throw badRequest(M.expiredCode, { attemptsLeft: 0 });
  const [counted] = await db
    .update(emailConfirmationCodes)
    .set({ attempts: sql`${emailConfirmationCodes.attempts} + 1` })
    .where(
      and(
        eq(emailConfirmationCodes.id, latest.id),
        isNull(emailConfirmationCodes.usedAt),
        lt(emailConfirmationCodes.attempts, CONFIRMATION_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning();
  if (!counted)
    throw new AppError('CONFIRMATION_CODE_USED_UP', M.codeBurned, {}, codeRefusal(actor, 'código esgotado'));
  return counted;
}

/**
 * POST /users/email/confirm: 400 for a wrong, expired or used code (each wrong try counts, `attemptsLeft` says how
 * many remain; the fifth burns the code, later tries get 429 CONFIRMATION_CODE_USED_UP), 409 when the address became
 * another user's. Success sets the email.
 */
export async function confirmEmail(
  db: Database,
  policy: SecondFactorPolicy,
  actor: SignedInActor,
  body: ConfirmEmailBody,
): Promise<User> {
  const userId = actor.user.id;
  const attempt = await countAttempt(db, actor);
  const isMatch = sameHash(sha256(body.confirmationCode), attempt.codeHash) && attempt.newEmail === body.newEmail;
  if (!isMatch) {
    const isLast = attempt.attempts >= CONFIRMATION_CODE_MAX_ATTEMPTS;
    throw new AppError(
      'VALIDATION',
      isLast ? `${M.invalidCode} ${M.codeBurned}` : M.invalidCode,
      { attemptsLeft: CONFIRMATION_CODE_MAX_ATTEMPTS - attempt.attempts },
      codeRefusal(
        actor,
        `tentativa ${attempt.attempts} de ${CONFIRMATION_CODE_MAX_ATTEMPTS}`,
        isLast ? 'CRITICAL' : undefined,
      ),
    );
  }
  return runUserChange(db, async (tx) => {
    const [used] = await tx
      .update(emailConfirmationCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(emailConfirmationCodes.id, attempt.id), isNull(emailConfirmationCodes.usedAt)))
      .returning({ id: emailConfirmationCodes.id });
    if (!used) throw badRequest(M.expiredCode);
    await assertEmailFree(tx, body.newEmail, userId);
    await tx.update(users).set({ email: body.newEmail, updatedAt: new Date() }).where(eq(users.id, userId));
    await recordAudit(tx, actor, {
      eventType: 'USER_UPDATE',
      severity: 'MEDIUM',
      description: `Email de ${actor.user.username} alterado (confirmado por código)`,
      resource: 'user',
      resourceId: userId,
      oldValues: { email: actor.user.email },
      newValues: { email: body.newEmail },
    });
    return (await findUserById(tx, policy, userId))!;
  });
}

/** DELETE /users/email (and PUT /users/email with no address): 400 when there is none. */
export async function removeEmail(db: Database, policy: SecondFactorPolicy, actor: SignedInActor): Promise<User> {
  const userId = actor.user.id;
  if (!actor.user.email) throw badRequest(USER_MESSAGES.noEmailToRemove);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ email: null, updatedAt: new Date() }).where(eq(users.id, userId));
    await recordAudit(tx, actor, {
      eventType: 'USER_UPDATE',
      severity: 'MEDIUM',
      description: `Email de ${actor.user.username} removido`,
      resource: 'user',
      resourceId: userId,
      oldValues: { email: actor.user.email },
      newValues: { email: null },
    });
    return (await findUserById(tx, policy, userId))!;
  });
}

/** PUT /users/email: removal only; a new address must be confirmed with a code. */
export async function putEmail(
  db: Database,
  policy: SecondFactorPolicy,
  actor: SignedInActor,
  email: string | null,
): Promise<User> {
  if (email === null) return removeEmail(db, policy, actor);
  if (actor.user.email?.toLowerCase() === email) return actor.user;
  throw invalidValue('body.email', M.confirmWithCode);
}

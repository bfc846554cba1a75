import type { UserRole } from '@congregacao/shared/enums';
import { t } from '@congregacao/shared/i18n/translate';
import {
  EMAILED_RESET_VALID_MINUTES,
  GIVEN_RESET_VALID_HOURS,
  PASSWORD_RESET_MESSAGES as M,
  type PasswordResetGoneReason,
} from '@congregacao/shared/password-reset-messages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import type { Actor, SignedInActor } from '../../../lib/actor';
import { recordAudit } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import type { Mailer } from '../../../lib/mailer';
import { hashPassword } from '../../../lib/passwords';
import { newToken } from '../../../lib/tokens';
import { deleteUserSessions } from '../accounts/account-sessions';
import { findUserById, type SecondFactorPolicy } from '../accounts/repository';
import { assertMayManage } from '../accounts/user-checks';
import { findAccountByUsername, lockResetToken, spendResetToken, storeResetToken } from './repository';

const MINUTE_MS = 60_000;
export const passwordResetPath = (token: string) => `/repor-password/${token}`;

export interface ResetMailOptions {
  mailer: Mailer;
  canEmail: boolean;
  origin: string;
  log: { error(obj: object, msg: string): void };
}

/**
 * POST /auth/password-reset: when the username names an active account with an email and this server sends mail,
 * a link valid 30 minutes is stored and mailed. The answer never tells: the mail goes out after the answer, so an
 * account with an email does not answer later than one without.
 */
export async function requestPasswordReset(
  db: Database,
  options: ResetMailOptions,
  actor: Actor,
  username: string,
  /** counts the request in its limits (routes), told whether the username is an account's, as the log names it */
  countRequest: (isKnown: boolean) => Promise<void>,
) {
  const account = await findAccountByUsername(db, username);
  await countRequest(account !== undefined);
  if (!account?.email || !options.canEmail) return;
  const { email } = account;
  const token = newToken();
  const expiresAt = new Date(Date.now() + EMAILED_RESET_VALID_MINUTES * MINUTE_MS);
  await db.transaction(async (tx) => {
    await storeResetToken(tx, token, { userId: account.id, createdBy: null, expiresAt });
    await recordAudit(tx, actor, {
      eventType: 'USER_UPDATE',
      description: `Ligação para repor a password enviada por email a ${account.username}`,
      resource: 'user',
      resourceId: account.id,
      user: null,
      details: { expiresAt: expiresAt.toISOString(), via: 'email' },
    });
  });
  const url = `${options.origin}${passwordResetPath(token)}`;
  void options.mailer
    .send({ to: email, subject: M.emailSubject, text: M.emailText(account.displayName ?? account.username, url) })
    .catch((error: unknown) => options.log.error({ err: error, userId: account.id }, 'password reset mail not sent'));
}

/** POST /users/{id}/password-reset-link (Secretary, Admin; a Secretary never for an Admin): a link to hand over. */
export async function givePasswordResetLink(
  db: Database,
  policy: SecondFactorPolicy,
  actor: SignedInActor,
  userId: number,
  origin: string,
) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + GIVEN_RESET_VALID_HOURS * 60 * MINUTE_MS);
  await db.transaction(async (tx) => {
    const target = await findUserById(tx, policy, userId);
    if (!target || target.deleted_at) throw notFound(t('api.account.notFound'));
    assertMayManage(actor, { id: userId, role: target.role as UserRole });
    await storeResetToken(tx, token, { userId, createdBy: actor.user.id, expiresAt });
    await recordAudit(tx, actor, {
      eventType: 'USER_UPDATE',
      description: `Ligação para repor a password de ${target.username} criada por ${actor.user.username}`,
      resource: 'user',
      resourceId: userId,
      details: { expiresAt: expiresAt.toISOString(), via: 'link' },
    });
  });
  return { url: `${origin}${passwordResetPath(token)}`, expiresAt: expiresAt.toISOString() };
}

const refusal = (reason: 'unknown' | PasswordResetGoneReason) =>
  new AppError(
    reason === 'unknown' ? 'VALIDATION' : 'PASSWORD_RESET_GONE',
    M[reason],
    { reason },
    { eventType: 'SUSPICIOUS_ACTIVITY', resource: 'password_reset', user: null, details: { reason } },
  );

/**
 * POST /auth/password-reset/{token}: sets the password, spends the link and ends every session of the account, in one
 * transaction; a forged token is a 400, a used or expired one a 410, each with its reason.
 */
export async function resetPassword(db: Database, actor: Actor, token: string, newPassword: string) {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const row = await lockResetToken(tx, token);
    if (!row || row.deletedAt) throw refusal('unknown');
    if (row.link.usedAt) throw refusal('used');
    if (row.link.expiresAt.getTime() <= Date.now()) throw refusal('expired');
    const userId = row.link.userId;
    await spendResetToken(tx, row.link.id);
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
      .where(eq(users.id, userId));
    const sessionsEnded = await deleteUserSessions(tx, userId);
    await recordAudit(tx, actor, {
      eventType: 'PASSWORD_CHANGE',
      severity: 'MEDIUM',
      description: `Password de ${row.username} reposta por ligação`,
      resource: 'user',
      resourceId: userId,
      user: null,
      details: { sessionsEnded, linkGivenBy: row.link.createdBy },
    });
    return { ok: true as const, sessionsEnded };
  });
}

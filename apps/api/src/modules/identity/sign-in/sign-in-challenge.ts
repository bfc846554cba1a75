import type { SessionResponse } from '@congregacao/shared/contracts/auth';
import type { MfaChallenge } from '@congregacao/shared/contracts/mfa';
import { MFA_MESSAGES } from '@congregacao/shared/mfa-messages';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/client';
import { mfaChallenges } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { AppError } from '../../../lib/errors';
import type { SecretBox } from '../../../lib/secret-box';
import { newToken, sha256 } from '../../../lib/tokens';
import { findUserById, type SecondFactorPolicy } from '../accounts/repository';
import { type CodeCheck, hasConfirmedTotp, recoveryCodesLeft, useSecondFactorCode } from '../factors/factors';
import { openSession } from '../sessions/open-session';
import { hasPasskeys } from './passkey-sign-in';

/** How long the second step may take, and how many wrong codes end it. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_FAILURES = 5;

/**
 * After a first factor (password, Google): a session at once for a user without a second factor, otherwise the
 * token of the second step (no access; POST /auth/login/mfa with a code, or a passkey's own sign-in, which ends it).
 * `methods` only for a user with a passkey: the answer of a TOTP-only user is as it always was (ADR 027).
 */
export async function afterFirstFactor(
  db: Database,
  policy: SecondFactorPolicy,
  userId: number,
  actor: Actor,
  method: string,
): Promise<SessionResponse | MfaChallenge> {
  const hasTotp = await hasConfirmedTotp(db, userId);
  const hasPasskey = await hasPasskeys(db, userId);
  if (!hasTotp && !hasPasskey) return openSession(db, policy, userId, actor, method);
  const mfaToken = newToken();
  await db.delete(mfaChallenges).where(and(eq(mfaChallenges.userId, userId), lt(mfaChallenges.expiresAt, new Date())));
  await db.insert(mfaChallenges).values({
    tokenHash: sha256(mfaToken),
    userId,
    method,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  if (!hasPasskey) return { mfaRequired: true, mfaToken };
  return { mfaRequired: true, mfaToken, methods: hasTotp ? ['totp', 'passkey'] : ['passkey'] };
}

/** The user a live challenge belongs to, for the failure counters (`mfa-failed:<ip>:<userId>`); '' when none. */
export async function challengeSubject(db: DbOrTx, mfaToken: unknown): Promise<string> {
  if (typeof mfaToken !== 'string') return '';
  const [row] = await db
    .select({ userId: mfaChallenges.userId })
    .from(mfaChallenges)
    .where(eq(mfaChallenges.tokenHash, sha256(mfaToken)));
  return row ? String(row.userId) : '';
}

const ended = (reason: string) =>
  new AppError(
    'MFA_CHALLENGE_ENDED',
    MFA_MESSAGES.challengeEnded,
    {},
    {
      eventType: 'FAILED_LOGIN',
      description: 'Segundo passo de início de sessão recusado: pedido de verificação inexistente ou expirado',
      resource: 'session',
      user: null,
      details: { reason },
    },
  );

/** A code that was checked and refused (the fifth too, which ends the challenge): what the code limits count. */
export const isRefusedCode = (error: unknown) =>
  error instanceof AppError &&
  error.audit?.eventType === 'FAILED_LOGIN' &&
  (error.audit.details?.reason === 'wrong_code' || error.audit.details?.reason === 'replayed_code');

type Outcome =
  | { ok: true; session: SessionResponse }
  | { ok: false; check: CodeCheck; failures: number; userId: number; username: string };

/**
 * POST /auth/login/mfa: a TOTP code (once, ±1 step) or an unused recovery code opens the session and uses the token
 * up; a wrong one counts against the token, which the fifth ends. The count is committed before the refusal.
 */
export async function completeSignIn(
  db: Database,
  policy: SecondFactorPolicy,
  box: SecretBox,
  body: { mfaToken: string; code: string },
  actor: Actor,
): Promise<SessionResponse> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [challenge] = await tx
      .select()
      .from(mfaChallenges)
      .where(eq(mfaChallenges.tokenHash, sha256(body.mfaToken)))
      .for('update');
    if (!challenge) throw ended('unknown_token');
    if (challenge.expiresAt.getTime() < Date.now()) throw ended('expired_token');
    const user = await findUserById(tx, policy, challenge.userId);
    const check = user && !user.deleted_at ? await useSecondFactorCode(tx, box, user.id, body.code) : 'wrong_code';
    if (!user || (check !== 'totp' && check !== 'recovery_code')) {
      const [row] = await tx
        .update(mfaChallenges)
        .set({ failedAttempts: sql`${mfaChallenges.failedAttempts} + 1` })
        .where(eq(mfaChallenges.id, challenge.id))
        .returning({ failures: mfaChallenges.failedAttempts });
      const failures = row?.failures ?? CHALLENGE_MAX_FAILURES;
      if (failures >= CHALLENGE_MAX_FAILURES) await tx.delete(mfaChallenges).where(eq(mfaChallenges.id, challenge.id));
      return { ok: false, check, failures, userId: challenge.userId, username: user?.username ?? '' };
    }
    await tx.delete(mfaChallenges).where(eq(mfaChallenges.id, challenge.id));
    const method = `${challenge.method}+${check}`;
    const details = check === 'recovery_code' ? { recoveryCodesLeft: await recoveryCodesLeft(tx, user.id) } : {};
    return { ok: true, session: await openSession(tx, policy, user.id, actor, method, details) };
  });
  if (outcome.ok) return outcome.session;
  const isLast = outcome.failures >= CHALLENGE_MAX_FAILURES;
  throw new AppError(
    isLast ? 'MFA_CHALLENGE_ENDED' : 'UNAUTHENTICATED',
    isLast
      ? MFA_MESSAGES.tooManyWrongCodes
      : outcome.check === 'replayed_code'
        ? MFA_MESSAGES.replayedCode
        : MFA_MESSAGES.wrongCode,
    { attemptsLeft: Math.max(0, CHALLENGE_MAX_FAILURES - outcome.failures) },
    {
      eventType: 'FAILED_LOGIN',
      severity: isLast ? 'CRITICAL' : 'MEDIUM',
      description: `Código de segundo fator recusado para ${outcome.username} (${outcome.check})`,
      resource: 'session',
      resourceId: outcome.userId,
      user: null,
      details: { reason: outcome.check, failures: outcome.failures, userId: outcome.userId },
    },
  );
}

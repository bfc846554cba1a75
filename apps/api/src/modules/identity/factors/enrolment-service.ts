import type { MfaStatus, RecoveryCodes, TotpEnrolment } from '@congregacao/shared/contracts/mfa';
import { MFA_MESSAGES } from '@congregacao/shared/mfa-messages';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client';
import { recoveryCodes, totpFactors } from '../../../db/schema';
import type { SignedInActor } from '../../../lib/actor';
import { type AuditEntry, recordAudit } from '../../../lib/audit';
import { AppError, badRequest, conflict } from '../../../lib/errors';
import type { SecretBox } from '../../../lib/secret-box';
import { assertCurrentPassword } from '../accounts/current-password';
import { recentSince } from '../accounts/recent-factors';
import type { SecondFactorPolicy } from '../accounts/repository';
import {
  type CodeCheck,
  findTotp,
  recoveryCodesLeft,
  removeFactors,
  useSecondFactorCode,
  useTotpCode,
} from './factors';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { newTotpSecret, otpauthUrl } from './totp';

const isAccepted = (check: CodeCheck) => check === 'totp' || check === 'recovery_code';

/** A wrong code while enrolling or turning the factor off: 400, recorded as a failed credential check. */
function wrongCode(actor: SignedInActor, check: CodeCheck, step: string): AppError {
  const message = check === 'replayed_code' ? MFA_MESSAGES.replayedCode : MFA_MESSAGES.wrongCode;
  return new AppError(
    'VALIDATION',
    message,
    {},
    {
      eventType: 'FAILED_LOGIN',
      description: `Código de segundo fator recusado (${step}) para ${actor.user.username}`,
      resource: 'mfa',
      resourceId: actor.user.id,
      details: { reason: check, step },
    },
  );
}

/** The audit entry of a step of the caller's own TOTP factor: USER_UPDATE on their mfa. */
function auditTotpStep(
  tx: Tx,
  actor: SignedInActor,
  entry: Pick<AuditEntry, 'severity' | 'description'> & { details: Record<string, unknown> },
) {
  return recordAudit(tx, actor, {
    eventType: 'USER_UPDATE',
    ...entry,
    resource: 'mfa',
    resourceId: actor.user.id,
    details: { factor: 'totp', ...entry.details },
  });
}

/** GET /users/me/mfa */
export async function mfaStatus(db: Database, policy: SecondFactorPolicy, actor: SignedInActor): Promise<MfaStatus> {
  const factor = await findTotp(db, actor.user.id);
  const confirmedAt = factor?.confirmedAt ?? null;
  return {
    totp: { enabled: confirmedAt !== null, confirmedAt: confirmedAt?.toISOString() ?? null },
    recoveryCodesLeft: confirmedAt ? await recoveryCodesLeft(db, actor.user.id) : 0,
    required: policy.MFA_REQUIRED_ROLES.includes(actor.user.role),
  };
}

/**
 * POST /users/me/mfa/totp {password}: a new secret, pending until confirmed (a pending one is replaced). The account's
 * password confirms it: a session alone (maybe someone else's hands on it) adds no way to sign in (ADR 038).
 */
export async function startTotp(
  db: Database,
  box: SecretBox,
  actor: SignedInActor,
  password: string | undefined,
): Promise<TotpEnrolment> {
  await assertCurrentPassword(db, actor.user.id, password, {
    description: `Password incorreta ao ativar a autenticação de dois fatores de ${actor.user.username}`,
    resource: 'mfa',
    resourceId: actor.user.id,
    details: { reason: password ? 'wrong_password' : 'no_password', step: 'start' },
  });
  const secret = newTotpSecret();
  await db.transaction(async (tx) => {
    const existing = await findTotp(tx, actor.user.id);
    if (existing?.confirmedAt) throw conflict(MFA_MESSAGES.alreadyEnabled);
    const values = { userId: actor.user.id, secretSealed: box.seal(secret), confirmedAt: null, lastUsedStep: null };
    await tx.insert(totpFactors).values(values).onConflictDoUpdate({ target: totpFactors.userId, set: values });
    await auditTotpStep(tx, actor, {
      description: `Ativação da autenticação de dois fatores iniciada por ${actor.user.username}`,
      details: { step: 'started' },
    });
  });
  return { secret, otpauthUrl: otpauthUrl(secret, actor.user.username) };
}

/** POST /users/me/mfa/totp/confirm: a code of the pending secret turns it on; ten recovery codes, shown once. */
export async function confirmTotp(
  db: Database,
  box: SecretBox,
  actor: SignedInActor,
  code: string,
): Promise<RecoveryCodes> {
  const userId = actor.user.id;
  const outcome = await db.transaction(async (tx) => {
    const factor = await findTotp(tx, userId);
    if (!factor) throw conflict(MFA_MESSAGES.notStarted);
    if (factor.confirmedAt) throw conflict(MFA_MESSAGES.alreadyEnabled);
    const check = await useTotpCode(tx, box, userId, code);
    if (!isAccepted(check)) return { check, codes: null };
    const codes = newRecoveryCodes();
    await tx.update(totpFactors).set({ confirmedAt: new Date() }).where(eq(totpFactors.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: recoveryCodeHash(c) })));
    await auditTotpStep(tx, actor, {
      severity: 'MEDIUM',
      description: `Autenticação de dois fatores ativada por ${actor.user.username}`,
      details: { step: 'enrolled', recoveryCodes: codes.length },
    });
    return { check, codes };
  });
  if (!outcome.codes) throw wrongCode(actor, outcome.check, 'confirm');
  return { recoveryCodes: outcome.codes };
}

/**
 * DELETE /users/me/mfa/totp {password, code}: both must match; the factor and its recovery codes are removed. A TOTP
 * added in the last day goes with the password alone: it may have been added by whoever had a session, with codes only
 * they see, and is offered for removal after a password change or ending the other sessions (ADR 038).
 */
export async function disableTotp(
  db: Database,
  box: SecretBox,
  actor: SignedInActor,
  body: { password: string; code?: string },
): Promise<void> {
  const userId = actor.user.id;
  await assertCurrentPassword(db, userId, body.password, {
    description: `Password incorreta ao desativar a autenticação de dois fatores de ${actor.user.username}`,
    resource: 'mfa',
    resourceId: userId,
  });
  const check = await db.transaction(async (tx) => {
    const factor = await findTotp(tx, userId);
    if (!factor?.confirmedAt) throw conflict(MFA_MESSAGES.notEnabled);
    if (body.code === undefined && factor.confirmedAt < recentSince()) throw badRequest(MFA_MESSAGES.codeRequired);
    const result = body.code === undefined ? 'recent_factor' : await useSecondFactorCode(tx, box, userId, body.code);
    if (result !== 'recent_factor' && !isAccepted(result)) return result;
    await removeFactors(tx, userId);
    await auditTotpStep(tx, actor, {
      severity: 'HIGH',
      description: `Autenticação de dois fatores desativada por ${actor.user.username}`,
      details: { step: 'removed', confirmedWith: result === 'recent_factor' ? 'password' : result },
    });
    return result;
  });
  if (check !== 'recent_factor' && !isAccepted(check)) throw wrongCode(actor, check, 'disable');
}

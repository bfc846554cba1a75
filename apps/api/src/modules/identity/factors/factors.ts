import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { recoveryCodes, totpFactors } from '../../../db/schema';
import type { SecretBox } from '../../../lib/secret-box';
import { isTotpCode, recoveryCodeHash } from './recovery-codes';
import { matchingStep } from './totp';

export type CodeCheck = 'totp' | 'recovery_code' | 'wrong_code' | 'replayed_code';

export async function findTotp(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  return row ?? null;
}

export async function hasConfirmedTotp(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
  return row !== undefined;
}

/**
 * Accepts a TOTP code of the user's factor once: the step it belongs to must be later than the last one accepted,
 * and is recorded in the same statement, so the same code sent twice (even at once) passes only one time.
 */
export async function useTotpCode(db: DbOrTx, box: SecretBox, userId: number, code: string): Promise<CodeCheck> {
  const factor = await findTotp(db, userId);
  if (!factor) return 'wrong_code';
  const step = matchingStep(box.open(factor.secretSealed), code.replace(/\s/g, ''));
  if (step === null) return 'wrong_code';
  const accepted = await db
    .update(totpFactors)
    .set({ lastUsedStep: step })
    .where(
      and(eq(totpFactors.userId, userId), or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step))),
    )
    .returning({ userId: totpFactors.userId });
  return accepted.length > 0 ? 'totp' : 'replayed_code';
}

/** Uses one unused recovery code of the user (marked used in the same statement). */
async function useRecoveryCode(db: DbOrTx, userId: number, typed: string): Promise<CodeCheck> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, recoveryCodeHash(typed)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0 ? 'recovery_code' : 'wrong_code';
}

/** A code typed at sign-in or to turn the factor off: six digits are a TOTP code, anything else a recovery code. */
export function useSecondFactorCode(db: DbOrTx, box: SecretBox, userId: number, typed: string): Promise<CodeCheck> {
  return isTotpCode(typed) ? useTotpCode(db, box, userId, typed) : useRecoveryCode(db, userId, typed);
}

export async function recoveryCodesLeft(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return rows.length;
}

/** Removes every factor of a user (disable, `npm run admin -- reset-mfa`); true when there was one. */
export async function removeFactors(db: DbOrTx, userId: number): Promise<boolean> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const removed = await db.delete(totpFactors).where(eq(totpFactors.userId, userId)).returning();
  return removed.length > 0;
}

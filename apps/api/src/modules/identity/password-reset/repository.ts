import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { passwordResetTokens, users } from '../../../db/schema';
import { sha256 } from '../../../lib/tokens';

/** The active account of a username, with what a reset needs (its email, if confirmed). */
export async function findAccountByUsername(db: DbOrTx, username: string) {
  const [account] = await db
    .select({ id: users.id, username: users.username, displayName: users.displayName, email: users.email })
    .from(users)
    .where(and(eq(users.username, username), isNull(users.deletedAt)));
  return account;
}

/**
 * Stores a new link's hash; the user's links not used yet stop working (marked used), so only the newest one
 * handed over or mailed opens.
 */
export async function storeResetToken(
  tx: DbOrTx,
  token: string,
  values: { userId: number; createdBy: number | null; expiresAt: Date },
): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, values.userId), isNull(passwordResetTokens.usedAt)));
  await tx.insert(passwordResetTokens).values({ ...values, tokenHash: sha256(token) });
}

/** The link of a token with its account, its row locked so that two uses at once find it spent one after the other. */
export async function lockResetToken(tx: DbOrTx, token: string) {
  const [row] = await tx
    .select({ link: passwordResetTokens, username: users.username, deletedAt: users.deletedAt })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, sha256(token)))
    .for('update', { of: passwordResetTokens });
  return row;
}

export async function spendResetToken(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(passwordResetTokens).set({ usedAt: new Date() }).where(eq(passwordResetTokens.id, id));
}

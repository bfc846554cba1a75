import type { RecentFactor } from '@congregacao/shared/contracts/sessions';
import { RECENT_FACTOR_HOURS } from '@congregacao/shared/limits';
import { MFA_MESSAGES } from '@congregacao/shared/mfa-messages';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { passkeys, totpFactors } from '../../../db/schema';

/** Since when a factor counts as recent (RECENT_FACTOR_HOURS ago). */
export const recentSince = () => new Date(Date.now() - RECENT_FACTOR_HOURS * 3_600_000);

/**
 * The ways to sign in the account gained in the last day, oldest first: what a password change or ending the other
 * sessions offers to remove, since whoever had a session may have added them to outlive both (ADR 038). Read here,
 * beside the account, from the factors' tables.
 */
export async function recentFactors(db: DbOrTx, userId: number): Promise<RecentFactor[]> {
  const since = recentSince();
  const [totp] = await db
    .select({ confirmedAt: totpFactors.confirmedAt })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), gte(totpFactors.confirmedAt, since)));
  const keys = await db
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt })
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), gte(passkeys.createdAt, since)))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  const factors: RecentFactor[] = keys.map((key) => ({
    kind: 'passkey',
    id: key.id,
    name: key.name,
    createdAt: key.createdAt.toISOString(),
  }));
  if (totp?.confirmedAt) {
    factors.push({
      kind: 'totp',
      id: userId,
      name: MFA_MESSAGES.totpFactorName,
      createdAt: totp.confirmedAt.toISOString(),
    });
  }
  return factors.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

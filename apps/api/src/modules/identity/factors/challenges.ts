import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { webauthnChallenges } from '../../../db/schema';
import { sha256 } from '../../../lib/tokens';

/** How long a ceremony may take: the browser's own timeout is two minutes (`CEREMONY_TIMEOUT_MS`). */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CEREMONY_TIMEOUT_MS = 2 * 60_000;

export type ChallengePurpose = 'register' | 'sign-in';

/** Stores a challenge just given out (as SHA-256), and clears the expired ones. */
export async function storeChallenge(
  db: DbOrTx,
  challenge: string,
  purpose: ChallengePurpose,
  owner: { userId: number; userHandle: string } | null,
): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
  await db.insert(webauthnChallenges).values({
    challengeHash: sha256(challenge),
    purpose,
    userId: owner?.userId ?? null,
    userHandle: owner?.userHandle ?? null,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
}

/** The challenge the browser signed, as its clientDataJSON names it; null when that cannot be read. */
export function signedChallenge(clientDataJSON: string): string | null {
  try {
    const clientData = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    return typeof clientData.challenge === 'string' ? clientData.challenge : null;
  } catch {
    return null;
  }
}

/**
 * Uses up the challenge an answer names, when it is live, of that purpose and (for a registration) of that user: it
 * is deleted in the same statement, so an answer, even sent twice at once, is checked against it once. A failed
 * check does not give it back.
 */
export async function consumeChallenge(
  db: DbOrTx,
  clientDataJSON: string,
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<{ challenge: string; userHandle: string | null } | null> {
  const challenge = signedChallenge(clientDataJSON);
  if (!challenge) return null;
  const conditions = [
    eq(webauthnChallenges.challengeHash, sha256(challenge)),
    eq(webauthnChallenges.purpose, purpose),
    gt(webauthnChallenges.expiresAt, new Date()),
  ];
  if (userId !== null) conditions.push(eq(webauthnChallenges.userId, userId));
  const used = await db
    .delete(webauthnChallenges)
    .where(and(...conditions))
    .returning({ userHandle: webauthnChallenges.userHandle });
  return used[0] ? { challenge, userHandle: used[0].userHandle } : null;
}

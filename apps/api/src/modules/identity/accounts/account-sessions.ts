import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { sessions, users } from '../../../db/schema';

// Ending an account's sessions is part of changing the account (deleted, role or password changed, second factor
// reset, publisher archived), so it sits here, below the sessions layer that opens and finds them (ADR 031).

/** Ends every session of a user, or all but one (a password change keeps the current session). */
export async function deleteUserSessions(db: DbOrTx, userId: number, exceptSessionId?: number): Promise<number> {
  const condition =
    exceptSessionId === undefined
      ? eq(sessions.userId, userId)
      : and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId));
  const deleted = await db.delete(sessions).where(condition).returning({ id: sessions.id });
  return deleted.length;
}

/** Ends every session of the accounts linked to these publishers (archiving them; self-reporting). */
export async function deletePublisherSessions(db: DbOrTx, publisherIds: readonly number[]): Promise<void> {
  if (publisherIds.length === 0) return;
  const linked = db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.publisherId, [...publisherIds]));
  await db.delete(sessions).where(inArray(sessions.userId, linked));
}

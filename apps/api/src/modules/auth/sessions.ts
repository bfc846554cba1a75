import type { User } from '@congregacao/shared/contracts/user';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { serviceGroups, sessions, users } from '../../db/schema';
import { newToken, sha256 } from '../../lib/tokens';
import { toUser, userColumns } from '../users/user-dto';

export interface Session {
  id: number;
  user: User;
}

/** last_seen_at is written at most this often, so reads stay reads. */
const LAST_SEEN_GRANULARITY_MS = 60_000;

export async function createSession(
  db: DbOrTx,
  userId: number,
  client: { ip?: string; userAgent?: string },
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    ip: client.ip?.slice(0, 64) ?? null,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
  });
  return token;
}

function sessionQuery(db: DbOrTx) {
  return db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      user: userColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(serviceGroups, eq(serviceGroups.id, users.groupId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(users.deletedAt)))
    .prepare('find_session');
}

/**
 * Every API call runs this lookup: built once per database handle as a prepared statement (building the query
 * each time cost more than running it; bench/README.md).
 */
const preparedSessionQueries = new WeakMap<DbOrTx, ReturnType<typeof sessionQuery>>();

/** The live session for a token, or null when unknown, expired (idle or absolute) or its user is deleted. */
export async function findSession(db: DbOrTx, config: Config, token: string): Promise<Session | null> {
  let query = preparedSessionQueries.get(db);
  if (!query) {
    query = sessionQuery(db);
    preparedSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash: sha256(token) });
  if (!row) return null;
  const now = Date.now();
  const idleExpired = now - row.lastSeenAt.getTime() > config.SESSION_IDLE_MINUTES * 60_000;
  const absoluteExpired = now - row.createdAt.getTime() > config.SESSION_ABSOLUTE_HOURS * 3_600_000;
  if (idleExpired || absoluteExpired) {
    await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return null;
  }
  if (now - row.lastSeenAt.getTime() > LAST_SEEN_GRANULARITY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.sessionId));
  }
  return { id: row.sessionId, user: toUser(row.user) };
}

export async function deleteSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, or all but one (a password change keeps the current session). */
export async function deleteUserSessions(db: DbOrTx, userId: number, exceptSessionId?: number): Promise<number> {
  const condition =
    exceptSessionId === undefined
      ? eq(sessions.userId, userId)
      : and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId));
  const deleted = await db.delete(sessions).where(condition).returning({ id: sessions.id });
  return deleted.length;
}

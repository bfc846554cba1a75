import type { User } from '@congregacao/shared/contracts/user';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { serviceGroups, sessions, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { unauthenticated } from '../../lib/errors';
import type { GenerationCache } from '../../lib/generation-cache';
import { newToken, sha256 } from '../../lib/tokens';
import { isAccountActive, toUser, userColumns } from '../users/repository';

export interface Session {
  id: number;
  user: User;
}

/** last_seen_at is written at most this often, so reads stay reads. */
const LAST_SEEN_GRANULARITY_MS = 60_000;

/** A new session of the user, opened from the actor's address and user agent; returns its token. */
export async function createSession(db: DbOrTx, userId: number, actor: Actor): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ tokenHash: sha256(token), userId, ip: actor.ip, userAgent: actor.userAgent });
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
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isAccountActive))
    .prepare('find_session');
}

/**
 * Every API call runs this lookup: built once per database handle as a prepared statement (building the query
 * each time cost more than running it; bench/README.md).
 */
const preparedSessionQueries = new WeakMap<DbOrTx, ReturnType<typeof sessionQuery>>();

/** A loaded session as the cache keeps it; `lastSeenAt` moves as it is written. */
export interface LiveSession extends Session {
  createdAt: number;
  lastSeenAt: number;
}

export type SessionCache = GenerationCache<LiveSession>;

function isExpired(session: LiveSession, config: Config, now: number): boolean {
  return (
    now - session.lastSeenAt > config.SESSION_IDLE_MINUTES * 60_000 ||
    now - session.createdAt > config.SESSION_ABSOLUTE_HOURS * 3_600_000
  );
}

const isTouchDue = (session: LiveSession, now: number) => now - session.lastSeenAt > LAST_SEEN_GRANULARITY_MS;

/** Writes last_seen_at when it is older than the granularity; false when the session no longer exists. */
async function touch(db: DbOrTx, session: LiveSession, now: number): Promise<boolean> {
  if (!isTouchDue(session, now)) return true;
  const updated = await db
    .update(sessions)
    .set({ lastSeenAt: new Date(now) })
    .where(eq(sessions.id, session.id))
    .returning({ id: sessions.id });
  session.lastSeenAt = now;
  return updated.length > 0;
}

async function loadSession(db: DbOrTx, config: Config, tokenHash: string, now: number): Promise<LiveSession | null> {
  let query = preparedSessionQueries.get(db);
  if (!query) {
    query = sessionQuery(db);
    preparedSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash });
  if (!row) return null;
  const session: LiveSession = {
    id: row.sessionId,
    user: Object.freeze(toUser(row.user)),
    createdAt: row.createdAt.getTime(),
    lastSeenAt: row.lastSeenAt.getTime(),
  };
  if (isExpired(session, config, now)) {
    await deleteSession(db, session.id);
    return null;
  }
  return session;
}

/**
 * The session when the cache holds it, unexpired and with no last-seen write due: most calls, answered without
 * waiting on anything. Otherwise undefined, and `findSession` decides.
 */
export function cachedSession(config: Config, token: string, cache: SessionCache): Session | undefined {
  const session = cache.get(sha256(token));
  const now = Date.now();
  return session && !isExpired(session, config, now) && !isTouchDue(session, now) ? session : undefined;
}

/**
 * The live session for a token, or null when unknown, expired (idle or absolute) or its user is deleted.
 * With a cache, a session loaded earlier is used while no change to sessions or users has been heard since
 * (db/change-feed.ts); one that looks expired there is loaded again, as another instance may have seen it later.
 */
export async function findSession(
  db: DbOrTx,
  config: Config,
  token: string,
  cache?: SessionCache,
): Promise<Session | null> {
  const tokenHash = sha256(token);
  const now = Date.now();
  let session = cache?.get(tokenHash);
  if (!session || isExpired(session, config, now)) {
    const generation = cache?.generation() ?? null;
    session = (await loadSession(db, config, tokenHash, now)) ?? undefined;
    if (!session) return null;
    cache?.set(tokenHash, generation, session);
  }
  if (!(await touch(db, session, now))) {
    cache?.delete(tokenHash);
    return null;
  }
  return session;
}

/** When a session ends unused (idle limit, from its last use) and at the latest (absolute limit, from sign-in). */
export async function sessionLimits(db: DbOrTx, config: Config, sessionId: number) {
  const [row] = await db
    .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!row) throw unauthenticated();
  const idle = row.lastSeenAt.getTime() + config.SESSION_IDLE_MINUTES * 60_000;
  const absolute = row.createdAt.getTime() + config.SESSION_ABSOLUTE_HOURS * 3_600_000;
  return { idleExpiresAt: new Date(idle).toISOString(), absoluteExpiresAt: new Date(absolute).toISOString() };
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

/** Ends every session of the account linked to a publisher (archiving the publisher; self-reporting). */
export async function deletePublisherSessions(db: DbOrTx, publisherId: number): Promise<void> {
  await db
    .delete(sessions)
    .where(inArray(sessions.userId, db.select({ id: users.id }).from(users).where(eq(users.publisherId, publisherId))));
}

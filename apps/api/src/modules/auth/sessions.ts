import type { User } from '@congregacao/shared/contracts/user';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { serviceGroups, sessions, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { batched, fulfilled } from '../../lib/batched';
import { unauthenticated } from '../../lib/errors';
import type { GenerationCache } from '../../lib/generation-cache';
import { newToken, sha256 } from '../../lib/tokens';
import { isAccountActive, toUser, userColumns } from '../users/repository';

export interface Session {
  id: number;
  user: User;
}

/** last_seen_at is written at most this often. */
const LAST_SEEN_GRANULARITY_MS = 60_000;

/** A new session of the user, opened from the actor's address and user agent; returns its token. */
export async function createSession(db: DbOrTx, userId: number, actor: Actor): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ tokenHash: sha256(token), userId, ip: actor.ip, userAgent: actor.userAgent });
  return token;
}

function sessionsQuery(db: DbOrTx) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      user: userColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(serviceGroups, eq(serviceGroups.id, users.groupId))
    .where(and(sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::varchar[])`, isAccountActive))
    .prepare('find_sessions');
}

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

/**
 * The session when the cache holds it, unexpired and with no last-seen write due: most calls, answered without
 * waiting on anything. Otherwise undefined, and the `sessionFinder` decides.
 */
export function cachedSession(config: Config, token: string, cache: SessionCache): Session | undefined {
  const session = cache.get(sha256(token));
  const now = Date.now();
  return session && !isExpired(session, config, now) && !isTouchDue(session, now) ? session : undefined;
}

/**
 * Every API call needs its session: the calls that arrive together load theirs in one statement (prepared once,
 * lib/batched.ts), and the sessions whose last-seen time is due are written in one UPDATE. An expired session is
 * deleted as it is met.
 */
function sessionStore(db: DbOrTx, config: Config) {
  const query = sessionsQuery(db);
  const load = batched(async (tokenHashes: string[]) => {
    const now = Date.now();
    const rows = await query.execute({ tokenHashes: [...new Set(tokenHashes)] });
    const found = new Map<string, LiveSession>();
    const expired: number[] = [];
    for (const row of rows) {
      const session: LiveSession = {
        id: row.sessionId,
        user: Object.freeze(toUser(row.user)),
        createdAt: row.createdAt.getTime(),
        lastSeenAt: row.lastSeenAt.getTime(),
      };
      if (isExpired(session, config, now)) expired.push(session.id);
      else found.set(row.tokenHash, session);
    }
    if (expired.length) await db.delete(sessions).where(inArray(sessions.id, expired));
    return tokenHashes.map((hash) => fulfilled(found.get(hash) ?? null));
  });
  /** Writes last_seen_at; false for a session that no longer exists. */
  const touch = batched(async (touched: { session: LiveSession; now: number }[]) => {
    const ids = [...new Set(touched.map((t) => t.session.id))];
    const updated = await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Math.max(...touched.map((t) => t.now))) })
      .where(inArray(sessions.id, ids))
      .returning({ id: sessions.id });
    const alive = new Set(updated.map((row) => row.id));
    return touched.map(({ session, now }) => {
      session.lastSeenAt = now;
      return fulfilled(alive.has(session.id));
    });
  });
  return { load, touch };
}

/**
 * The live session of a token, or null when unknown, expired (idle or absolute) or its user is deleted; for one
 * server (`db`), with its cache: a session loaded earlier is used while no change to sessions or users has been heard
 * since (db/change-feed.ts); one that looks expired there is loaded again, as another instance may have seen it later.
 * last_seen_at is written at most once a minute, so reads stay reads.
 */
export function sessionFinder(db: DbOrTx, config: Config, cache?: SessionCache) {
  const store = sessionStore(db, config);
  return async (token: string): Promise<Session | null> => {
    const tokenHash = sha256(token);
    const now = Date.now();
    let session = cache?.get(tokenHash);
    if (!session || isExpired(session, config, now)) {
      const generation = cache?.generation() ?? null;
      session = (await store.load(tokenHash)) ?? undefined;
      if (!session) return null;
      cache?.set(tokenHash, generation, session);
    }
    if (isTouchDue(session, now) && !(await store.touch({ session, now }))) {
      cache?.delete(tokenHash);
      return null;
    }
    return session;
  };
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

/** Ends every session of the accounts linked to these publishers (archiving them; self-reporting). */
export async function deletePublisherSessions(db: DbOrTx, publisherIds: readonly number[]): Promise<void> {
  if (publisherIds.length === 0) return;
  const linked = db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.publisherId, [...publisherIds]));
  await db.delete(sessions).where(inArray(sessions.userId, linked));
}

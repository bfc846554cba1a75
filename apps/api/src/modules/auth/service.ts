import { AUTH_MESSAGES, type SessionResponse } from '@congregacao/shared/contracts/auth';
import { and, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { Actor, SignedInActor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { unauthenticated } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { isAccountActive, selectUsers, toUser } from '../users/repository';
import { createSession, deleteSession } from './sessions';

/** Opens a session for a known, active user and records the login in the same transaction. */
export async function openSession(db: Database, userId: number, actor: Actor, method: string) {
  return db.transaction((tx) => openSessionIn(tx, userId, actor, method));
}

/** `openSession` inside the caller's transaction (accepting an invitation creates the user and signs in at once). */
export async function openSessionIn(tx: DbOrTx, userId: number, actor: Actor, method: string) {
  const [row] = await selectUsers(tx).where(and(eq(users.id, userId), isAccountActive));
  const user = row ? toUser(row) : null;
  if (!user) throw unauthenticated(AUTH_MESSAGES.badCredentials, { eventType: 'FAILED_LOGIN', resource: 'session' });
  const accessToken = await createSession(tx, userId, actor);
  await recordAudit(tx, actor, {
    eventType: 'USER_LOGIN',
    description: `Sessão iniciada por ${user.username} (${method})`,
    resource: 'session',
    resourceId: user.id,
    user,
    details: { method, userAgent: actor.userAgent },
  });
  return { accessToken, user } satisfies SessionResponse;
}

/** Password sign-in. Failures never say whether the username exists, and take the same time. */
export async function loginWithPassword(
  db: Database,
  credentials: { username: string; password: string },
  actor: Actor,
): Promise<SessionResponse> {
  const [account] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.username, credentials.username), isAccountActive));
  const isValid = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), credentials.password);
  if (!account || !isValid) {
    throw unauthenticated(AUTH_MESSAGES.badCredentials, {
      eventType: 'FAILED_LOGIN',
      description: `Tentativa de sessão falhada para "${credentials.username}"`,
      resource: 'session',
      user: null,
      details: { username: credentials.username, userAgent: actor.userAgent },
    });
  }
  return openSession(db, account.id, actor, 'password');
}

/** Ends the caller's session, recorded in the same transaction. */
export async function logout(db: Database, actor: SignedInActor): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteSession(tx, actor.sessionId);
    await recordAudit(tx, actor, {
      eventType: 'USER_LOGOUT',
      description: `Sessão terminada por ${actor.user.username}`,
      resource: 'session',
      resourceId: actor.user.id,
    });
  });
}

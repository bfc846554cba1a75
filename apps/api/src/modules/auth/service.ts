import { AUTH_MESSAGES, type SessionResponse } from '@congregacao/shared/contracts/auth';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { type AuditContext, recordAudit } from '../../lib/audit';
import { unauthenticated } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { findUserById } from '../users/user-dto';
import { createSession } from './sessions';

export interface ClientInfo extends AuditContext {
  userAgent?: string;
}

/** Opens a session for a known, active user and records the login in the same transaction. */
export async function openSession(db: Database, userId: number, client: ClientInfo, method: string) {
  return db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw unauthenticated(AUTH_MESSAGES.badCredentials);
    const accessToken = await createSession(tx, userId, client);
    await recordAudit(tx, client, {
      eventType: 'USER_LOGIN',
      description: `Sessão iniciada por ${user.username} (${method})`,
      resource: 'session',
      resourceId: user.id,
      actor: user,
      details: { method, userAgent: client.userAgent ?? null },
    });
    return { accessToken, user } satisfies SessionResponse;
  });
}

/** Password sign-in. Failures never say whether the username exists, and take the same time. */
export async function loginWithPassword(
  db: Database,
  credentials: { username: string; password: string },
  client: ClientInfo,
): Promise<SessionResponse> {
  const [account] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.username, credentials.username), isNull(users.deletedAt)));
  const isValid = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), credentials.password);
  if (!account || !isValid) {
    await recordAudit(db, client, {
      eventType: 'FAILED_LOGIN',
      description: `Tentativa de sessão falhada para "${credentials.username}"`,
      resource: 'session',
      actor: null,
      details: { username: credentials.username, userAgent: client.userAgent ?? null },
    });
    throw unauthenticated(AUTH_MESSAGES.badCredentials);
  }
  return openSession(db, account.id, client, 'password');
}

import { AUTH_MESSAGES, type SessionResponse } from '@congregacao/shared/contracts/auth';
import type { MfaChallenge } from '@congregacao/shared/contracts/mfa';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import type { Actor, SignedInActor } from '../../../lib/actor';
import { recordAudit } from '../../../lib/audit';
import { unauthenticated } from '../../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../../lib/passwords';
import type { SecondFactorPolicy } from '../accounts/repository';
import { deleteSession } from '../sessions/sessions';
import type { UsernameNamer } from './attempted-username';
import { afterFirstFactor } from './sign-in-challenge';

/**
 * Password sign-in. Failures never say whether the username exists, and take the same time; the log records an
 * unknown username by its digest only, never as typed (ADR 038).
 */
export async function loginWithPassword(
  db: Database,
  policy: SecondFactorPolicy,
  nameUsername: UsernameNamer,
  credentials: { username: string; password: string },
  actor: Actor,
): Promise<SessionResponse | MfaChallenge> {
  const [account] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.username, credentials.username), isNull(users.deletedAt)));
  const isValid = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), credentials.password);
  if (!account || !isValid) {
    const named = nameUsername(credentials.username, account !== undefined);
    throw unauthenticated(AUTH_MESSAGES.badCredentials, {
      eventType: 'FAILED_LOGIN',
      description: `Tentativa de sessão falhada para ${named.label}`,
      resource: 'session',
      user: null,
      details: { ...named.details, userAgent: actor.userAgent },
    });
  }
  return afterFirstFactor(db, policy, account.id, actor, 'password');
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

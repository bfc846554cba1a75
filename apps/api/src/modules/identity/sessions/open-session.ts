import { AUTH_MESSAGES, type SessionResponse } from '@congregacao/shared/contracts/auth';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { users } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { recordAudit } from '../../../lib/audit';
import { unauthenticated } from '../../../lib/errors';
import { isAccountActive, type SecondFactorPolicy, selectUsers, toUser } from '../accounts/repository';
import { createSession } from './sessions';

/**
 * Opens a session for a known, active user (not deleted, not linked to an archived publisher) and records the login
 * in the same transaction; inside a caller's transaction (accepting an invitation) it runs in a savepoint of it.
 */
export async function openSession(
  db: DbOrTx,
  policy: SecondFactorPolicy,
  userId: number,
  actor: Actor,
  method: string,
  details: Record<string, unknown> = {},
) {
  return db.transaction(async (tx) => {
    const [row] = await selectUsers(tx).where(and(eq(users.id, userId), isAccountActive));
    const user = row ? toUser(row, policy) : null;
    if (!user) throw unauthenticated(AUTH_MESSAGES.badCredentials, { eventType: 'FAILED_LOGIN', resource: 'session' });
    const accessToken = await createSession(tx, userId, actor);
    await recordAudit(tx, actor, {
      eventType: 'USER_LOGIN',
      description: `Sessão iniciada por ${user.username} (${method})`,
      resource: 'session',
      resourceId: user.id,
      user,
      details: { method, userAgent: actor.userAgent, ...details },
    });
    return { accessToken, user } satisfies SessionResponse;
  });
}

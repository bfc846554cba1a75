import { AUTH_MESSAGES, type SessionResponse } from '@congregacao/shared/contracts/auth';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { unauthenticated } from '../../lib/errors';
import { findUserById } from '../users/repository';
import { createSession } from './sessions';

/** Opens a session for a known, active user and records the login in the same transaction. */
export async function openSession(
  db: DbOrTx,
  userId: number,
  actor: Actor,
  method: string,
  details: Record<string, unknown> = {},
) {
  return db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
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

import type { EndedSessionsResponse, OwnSession } from '@congregacao/shared/contracts/sessions';
import { messages, TEXT } from '@congregacao/shared/i18n/messages';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { sessions } from '../../../db/schema';
import type { SignedInActor } from '../../../lib/actor';
import { recordAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { deleteUserSessions } from '../accounts/account-sessions';
import { recentFactors } from '../accounts/recent-factors';
import { describeDevice } from './device';

export const SESSION_MESSAGES = messages('api.session', { notFound: TEXT });

/** The caller's live sessions, most recently used first (expired ones are gone for every purpose, so not listed). */
export async function listOwnSessions(db: Database, config: Config, actor: SignedInActor): Promise<OwnSession[]> {
  const now = Date.now();
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, actor.user.id),
        gt(sessions.lastSeenAt, new Date(now - config.SESSION_IDLE_MINUTES * 60_000)),
        gt(sessions.createdAt, new Date(now - config.SESSION_ABSOLUTE_HOURS * 3_600_000)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === actor.sessionId,
  }));
}

/** Ends one of the caller's sessions (this one too: that is signing out); another user's is "not found". */
export async function endOwnSession(db: Database, actor: SignedInActor, sessionId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, actor.user.id)))
      .returning({ id: sessions.id, userAgent: sessions.userAgent, ip: sessions.ip });
    if (!ended) throw notFound(SESSION_MESSAGES.notFound);
    await recordAudit(tx, actor, {
      eventType: 'SESSION_INVALIDATE',
      description: `Sessão de ${actor.user.username} terminada pelo próprio (${describeDevice(ended.userAgent) ?? 'dispositivo desconhecido'})`,
      resource: 'session',
      resourceId: ended.id,
      details: { sessionId: ended.id, ip: ended.ip, current: ended.id === actor.sessionId },
    });
  });
}

/**
 * Ends every session of the caller but the one making the call; says how many, and which factors were added in the
 * last day (offered for removal: whoever had an ended session may have added one to outlive it, ADR 038).
 */
export async function endOtherOwnSessions(db: Database, actor: SignedInActor): Promise<EndedSessionsResponse> {
  return db.transaction(async (tx) => {
    const ended = await deleteUserSessions(tx, actor.user.id, actor.sessionId);
    await recordAudit(tx, actor, {
      eventType: 'SESSION_INVALIDATE',
      description: `Outras sessões de ${actor.user.username} terminadas pelo próprio (${ended})`,
      resource: 'session',
      resourceId: actor.user.id,
      details: { ended },
    });
    return { ended, recentFactors: await recentFactors(tx, actor.user.id) };
  });
}

import type { UnlinkedAccount } from '@congregacao/shared/contracts/publishers';
import { USER_ROLE_LABELS, type UserRole } from '@congregacao/shared/enums';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { inAuditLanguage, recordAudits } from '../../lib/audit';

/** The user account linked to a publisher (self-reporting), without its secrets, or undefined. */
export async function findLinkedAccount(db: DbOrTx, publisherId: number) {
  const [account] = await db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.publisherId, publisherId));
  return account && { ...account, role: account.role as UserRole };
}

/**
 * A user account linked to a publisher (`users.publisher_id`, self-reporting) whose role is higher than Publisher is
 * someone's staff account: archiving or erasing the publisher never deletes or locks it, it unlinks it (ADR 035).
 * Unlinked in the caller's transaction, one USER_UPDATE entry each; `why` ends the description ('arquivado').
 */
export async function unlinkStaffAccounts(
  tx: Tx,
  actor: Actor,
  publishers: readonly { id: number; name: string }[],
  why: string,
): Promise<UnlinkedAccount[]> {
  if (publishers.length === 0) return [];
  const result = await tx.execute<{ id: number; username: string; role: UserRole; publisherId: number }>(sql`
    update ${users} u set publisher_id = null, updated_at = now()
    from (select id, publisher_id from ${users}
      where publisher_id = any(${sql.param(publishers.map((p) => p.id))}::int[]) and role <> 'Publisher'
      for update) linked
    where u.id = linked.id
    returning u.id, u.username, u.role, linked.publisher_id as "publisherId"`);
  const accounts = [...result.rows].sort((a, b) => a.publisherId - b.publisherId);
  const nameOf = new Map(publishers.map((p) => [p.id, p.name]));
  await recordAudits(
    tx,
    accounts.map((a) => ({
      actor,
      entry: {
        eventType: 'USER_UPDATE',
        description: inAuditLanguage(
          () =>
            `Conta ${a.username} (${USER_ROLE_LABELS[a.role]}) desligada do publicador "${nameOf.get(a.publisherId)}" (${why}); a conta mantém-se`,
        ),
        resource: 'user',
        resourceId: a.id,
        oldValues: { publisherId: a.publisherId },
        newValues: { publisherId: null },
        subjects: { publisherIds: [a.publisherId] },
      },
    })),
  );
  return accounts.map(({ publisherId, username, role }) => ({ publisherId, username, role }));
}

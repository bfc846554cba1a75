import type { Household, ServiceGroup } from '@congregacao/shared/contracts/groups';
import { and, asc, count, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { households, publishers, serviceGroups, users } from '../../db/schema';

export function listServiceGroups(db: DbOrTx): Promise<ServiceGroup[]> {
  return db.select().from(serviceGroups).orderBy(asc(serviceGroups.groupNumber));
}

/**
 * Who holds a group, split by where a person sees it: its publishers and its group overseers (active Elders) are on
 * the organise screen; archived publishers only under Publicadores › Mostrar Arquivados.
 */
export async function groupHolders(db: DbOrTx, id: number) {
  const members = await db
    .select({
      id: publishers.id,
      name: publishers.name,
      displayName: publishers.displayName,
      isEnabled: publishers.isEnabled,
    })
    .from(publishers)
    .where(eq(publishers.groupId, id))
    .orderBy(asc(publishers.id));
  const [overseers] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.groupId, id), eq(users.role, 'Elder'), isNull(users.deletedAt)));
  return {
    publishers: members.filter((p) => p.isEnabled).length,
    overseers: overseers?.n ?? 0,
    archived: members.filter((p) => !p.isEnabled),
  };
}

/**
 * Unlinks from a group the accounts whose link nothing uses and nobody sees: deleted users and accounts that are not
 * Elders (a group only scopes an Elder's reports). Returns them, as they were, for the audit log.
 */
export function unlinkUnusedAccounts(tx: Tx, id: number) {
  return tx
    .update(users)
    .set({ groupId: null, updatedAt: new Date() })
    .where(and(eq(users.groupId, id), or(ne(users.role, 'Elder'), isNotNull(users.deletedAt))))
    .returning({ id: users.id, username: users.username, role: users.role, deletedAt: users.deletedAt });
}

export function listHouseholds(db: DbOrTx): Promise<Household[]> {
  return db.select().from(households).orderBy(asc(households.name), asc(households.id));
}

import type { Household, ServiceGroup } from '@congregacao/shared/contracts/groups';
import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { households, publishers, serviceGroups, users } from '../../db/schema';

export function listServiceGroups(db: DbOrTx): Promise<ServiceGroup[]> {
  return db.select().from(serviceGroups).orderBy(asc(serviceGroups.groupNumber));
}

/** Who still points at a group: its publishers and its users (group overseers). */
export async function countGroupUsage(db: DbOrTx, id: number) {
  const [pubs] = await db.select({ n: count() }).from(publishers).where(eq(publishers.groupId, id));
  const [overseers] = await db.select({ n: count() }).from(users).where(eq(users.groupId, id));
  return { publishers: pubs?.n ?? 0, users: overseers?.n ?? 0 };
}

export function listHouseholds(db: DbOrTx): Promise<Household[]> {
  return db.select().from(households).orderBy(asc(households.name), asc(households.id));
}

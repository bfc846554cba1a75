import {
  type CreateHousehold,
  type CreateServiceGroup,
  GROUP_MESSAGES,
  HOUSEHOLD_MESSAGES,
  type Household,
  type ServiceGroup,
} from '@congregacao/shared/contracts/groups';
import { publisherLabel } from '@congregacao/shared/report-rules';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { households, publishers, serviceGroups } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { recordAudit, recordAudits } from '../../lib/audit';
import { conflict, isForeignKeyViolation, isUniqueViolation, notFound } from '../../lib/errors';
import { groupHolders, unlinkUnusedAccounts } from './repository';

export async function createServiceGroup(db: Database, actor: Actor, body: CreateServiceGroup): Promise<ServiceGroup> {
  try {
    return await db.transaction(async (tx) => {
      const [group] = await tx.insert(serviceGroups).values({ groupNumber: body.groupNumber }).returning();
      await recordAudit(tx, actor, {
        eventType: 'GROUP_CREATE',
        description: `Grupo ${group!.groupNumber} criado`,
        resource: 'service_group',
        resourceId: group!.id,
        newValues: group!,
      });
      return group!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(GROUP_MESSAGES.duplicate(body.groupNumber));
    throw error;
  }
}

/** Runs a removal; a row that came to point at the removed one meanwhile (foreign key) refuses it: 409 `inUse`. */
async function refusingWhileInUse(inUse: string, remove: () => Promise<void>): Promise<void> {
  try {
    await remove();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(inUse);
    throw error;
  }
}

const NAMES_SHOWN = 10;

/** 'A, B, C' — the first ten, then 'e mais N'. */
function nameList(names: string[]): string {
  const shown = names.slice(0, NAMES_SHOWN).join(', ');
  return names.length > NAMES_SHOWN ? `${shown} e mais ${names.length - NAMES_SHOWN}` : shown;
}

/**
 * Removes a group unless a publisher or a group overseer still points at it (409 naming where to change what the
 * organise screen does not show, nothing changes). Links nothing uses — deleted users, accounts that are not Elders —
 * are removed with it, each audited (docs/decisions/032).
 */
export function deleteServiceGroup(db: Database, actor: Actor, id: number): Promise<void> {
  // a publisher or an Elder assigned between the check and the delete: the foreign key refuses it
  return refusingWhileInUse(GROUP_MESSAGES.inUse, () =>
    db.transaction(async (tx) => {
      const [group] = await tx.select().from(serviceGroups).where(eq(serviceGroups.id, id)).for('update');
      if (!group) throw notFound(GROUP_MESSAGES.missing);
      const holders = await groupHolders(tx, id);
      if (holders.publishers || holders.overseers || holders.archived.length) {
        const isShownInOrganise = holders.publishers > 0 || holders.overseers > 0;
        const archivedNames = nameList(holders.archived.map(publisherLabel));
        throw conflict(GROUP_MESSAGES.inUseBy(group.groupNumber, { isShownInOrganise, archivedNames }), {
          usage: { publishers: holders.publishers, overseers: holders.overseers, archived: holders.archived.length },
        });
      }
      const unlinked = await unlinkUnusedAccounts(tx, id);
      await recordAudits(
        tx,
        unlinked.map((user) => ({
          actor,
          entry: {
            eventType: 'USER_UPDATE',
            description: `Utilizador ${user.username} sem grupo: Grupo ${group.groupNumber} removido`,
            resource: 'user',
            resourceId: user.id,
            oldValues: { groupId: id },
            newValues: { groupId: null },
            details: { role: user.role, deleted: user.deletedAt !== null },
          },
        })),
      );
      await tx.delete(serviceGroups).where(eq(serviceGroups.id, id));
      await recordAudit(tx, actor, {
        eventType: 'GROUP_DELETE',
        description: `Grupo ${group.groupNumber} removido`,
        resource: 'service_group',
        resourceId: id,
        oldValues: group,
        details: unlinked.length ? { unlinkedUserIds: unlinked.map((u) => u.id) } : undefined,
      });
    }),
  );
}

export function createHousehold(db: Database, actor: Actor, body: CreateHousehold): Promise<Household> {
  return db.transaction(async (tx) => {
    const [household] = await tx.insert(households).values({ name: body.name }).returning();
    await recordAudit(tx, actor, {
      eventType: 'HOUSEHOLD_CREATE',
      description: `Agregado "${household!.name}" criado`,
      resource: 'household',
      resourceId: household!.id,
      newValues: household!,
    });
    return household!;
  });
}

/** Removes a household unless a publisher still belongs to it (409, nothing changes). */
export function deleteHousehold(db: Database, actor: Actor, id: number): Promise<void> {
  return refusingWhileInUse(HOUSEHOLD_MESSAGES.inUse, () =>
    db.transaction(async (tx) => {
      const [household] = await tx.select().from(households).where(eq(households.id, id)).for('update');
      if (!household) throw notFound(HOUSEHOLD_MESSAGES.notFound(id));
      const [used] = await tx.select({ n: count() }).from(publishers).where(eq(publishers.householdId, id));
      if (used?.n) throw conflict(HOUSEHOLD_MESSAGES.inUse, { usage: { publishers: used.n } });
      await tx.delete(households).where(eq(households.id, id));
      await recordAudit(tx, actor, {
        eventType: 'HOUSEHOLD_DELETE',
        description: `Agregado "${household.name}" removido`,
        resource: 'household',
        resourceId: id,
        oldValues: household,
      });
    }),
  );
}

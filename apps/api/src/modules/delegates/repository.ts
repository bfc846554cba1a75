import { publisherLabel } from '@congregacao/shared/report-rules';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { publishers, users } from '../../db/schema';

/** The enabled publishers whose reports this publisher sends for them (their delegate is `delegateId`). */
export async function delegatedPublisherIds(db: DbOrTx, delegateId: number): Promise<number[]> {
  const rows = await db
    .select({ id: publishers.id })
    .from(publishers)
    .where(and(eq(publishers.reportingDelegateId, delegateId), eq(publishers.isEnabled, true)))
    .orderBy(asc(publishers.id));
  return rows.map((row) => row.id);
}

/** Enabled publishers with a live account (who could be a delegate), each with their household. */
export async function publishersWithAccount(db: DbOrTx, exceptId: number) {
  const rows = await db
    .select({
      publisherId: publishers.id,
      name: publishers.name,
      displayName: publishers.displayName,
      householdId: publishers.householdId,
    })
    .from(publishers)
    .innerJoin(users, and(eq(users.publisherId, publishers.id), isNull(users.deletedAt)))
    .where(and(eq(publishers.isEnabled, true), ne(publishers.id, exceptId)));
  return rows.map((row) => ({ ...row, name: publisherLabel(row) }));
}

export async function setReportingDelegate(db: DbOrTx, publisherId: number, delegateId: number | null) {
  await db
    .update(publishers)
    .set({ reportingDelegateId: delegateId, updatedAt: new Date() })
    .where(eq(publishers.id, publisherId));
}

import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { monthlyActivities, publisherReports, publishers } from '../../db/schema';
import { appointRegularPioneers } from '../../test/appointments.test-support';

export interface PublisherOptions {
  name?: string;
  regularPioneer?: boolean;
  isCurrentlyInactive?: boolean;
  isEnabled?: boolean;
  groupId?: number | null;
}

let counter = 0;

/** Inserts publishers directly (test fast path); returns their ids in order. */
export async function seedPublishers(db: DbOrTx, list: PublisherOptions[]): Promise<number[]> {
  if (list.length === 0) return [];
  const rows = await db
    .insert(publishers)
    .values(
      list.map((p) => {
        counter += 1;
        return {
          name: p.name ?? `Publicador Teste ${counter}`,
          regularPioneer: p.regularPioneer ?? false,
          isCurrentlyInactive: p.isCurrentlyInactive ?? false,
          isEnabled: p.isEnabled ?? true,
          groupId: p.groupId ?? null,
        };
      }),
    )
    .returning({ id: publishers.id });
  await appointRegularPioneers(
    db,
    rows.filter((_, i) => list[i]!.regularPioneer).map((r) => r.id),
  );
  return rows.map((r) => r.id);
}

export function reportsOf(db: DbOrTx, monthlyActivityId: number) {
  return db
    .select()
    .from(publisherReports)
    .where(eq(publisherReports.monthlyActivityId, monthlyActivityId))
    .orderBy(publisherReports.publisherId);
}

export function activityRow(db: DbOrTx, id: number) {
  return db.select().from(monthlyActivities).where(eq(monthlyActivities.id, id));
}

import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { households, publishers, serviceGroups } from '../../db/schema';
import { type PublisherRowToday, publisherColumnsToday } from './publisher-columns-today';

/** What a publisher import is planned against. */
export interface ImportState {
  publishers: PublisherRowToday[];
  groups: { id: number; groupNumber: number }[];
  households: { id: number; name: string }[];
  fingerprint: string;
}

/**
 * One hash of every publisher's id and version and of every group and household: any write to them since a preview
 * (each publisher write moves its version) gives another value.
 */
export async function stateFingerprint(db: DbOrTx): Promise<string> {
  const result = await db.execute<{ fingerprint: string }>(sql`select md5(
      coalesce((select string_agg(id || ':' || version, ',' order by id) from ${publishers}), '') || '|' ||
      coalesce((select string_agg(id || ':' || group_number, ',' order by id) from ${serviceGroups}), '') || '|' ||
      coalesce((select string_agg(id || ':' || name, ',' order by id) from ${households}), '')
    ) as fingerprint`);
  return result.rows[0]!.fingerprint;
}

export async function loadImportState(db: DbOrTx): Promise<ImportState> {
  // one after another: inside a transaction they share one connection
  return {
    publishers: await db.select(publisherColumnsToday).from(publishers).orderBy(publishers.id),
    groups: await db.select().from(serviceGroups).orderBy(serviceGroups.id),
    households: await db.select().from(households).orderBy(households.id),
    fingerprint: await stateFingerprint(db),
  };
}

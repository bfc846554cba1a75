import { AUDIT_CSV_COLUMNS, type AuditFilters, type AuditLogEntry } from '@congregacao/shared/contracts/audit';
import { and, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLogs } from '../../db/schema';
import { csvRecord } from '../../lib/csv';
import { auditEntryColumns, newestFirst, toAuditLogEntry } from './repositories/entry';
import { auditWhere } from './repositories/filters';

export { csvField } from '../../lib/csv';

export const CSV_BATCH_SIZE = 1000;

type AuditCsvRow = Omit<typeof auditLogs.$inferSelect, 'userId' | 'subjects'> & { cursor: string };

export function csvEntry(entry: AuditLogEntry): string {
  return csvRecord(AUDIT_CSV_COLUMNS.map((column) => entry[column]));
}

/**
 * The export as chunks of CSV text, newest first: a header line, then one chunk per batch of entries read
 * with keyset pagination on (timestamp, id), so memory stays flat whatever the size of the log and no
 * connection is held between batches. Pulled by a stream, it reads the next batch only when the client
 * has taken the previous one.
 */
export async function* auditCsvChunks(db: DbOrTx, filters: AuditFilters): AsyncGenerator<string> {
  yield csvRecord(AUDIT_CSV_COLUMNS);
  const where = auditWhere(filters);
  let after: { timestamp: string; id: number } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after
      ? sql`(${auditLogs.timestamp}, ${auditLogs.id}) < (${after.timestamp}::timestamptz, ${after.id})`
      : undefined;
    const rows: AuditCsvRow[] = await db
      .select({ ...auditEntryColumns, cursor: sql<string>`${auditLogs.timestamp}::text` })
      .from(auditLogs)
      .where(and(where, keyset))
      .orderBy(...newestFirst)
      .limit(CSV_BATCH_SIZE);
    if (rows.length === 0) return;
    yield rows.map((row) => csvEntry(toAuditLogEntry(row))).join('');
    const last = rows[rows.length - 1]!;
    after = { timestamp: last.cursor, id: last.id };
    if (rows.length < CSV_BATCH_SIZE) return;
  }
}

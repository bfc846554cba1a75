import type { AuditEventType } from '@congregacao/shared/enums';
import type { Database } from '../../db/client';
import { auditLogs } from '../../db/schema';
import { defaultSeverity } from '../../lib/audit';

export type SeedEntry = Partial<typeof auditLogs.$inferInsert> & { eventType: AuditEventType };

/** Inserts entries directly (tests only): defaults give a valid entry; severity follows the event type. */
export async function seedAudit(db: Database, entries: SeedEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLogs).values(
    entries.map((e, i) => ({
      description: `Entrada ${i}`,
      severity: defaultSeverity(e.eventType),
      ...e,
    })),
  );
}

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

/** A tiny RFC 4180 reader for asserting exports: fields, quotes, doubled quotes, CRLF inside quotes. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inQuotes) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') inQuotes = false;
      else field += c;
    } else if (c === '"') inQuotes = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

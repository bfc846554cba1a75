import type { AuditLogEntry } from '@congregacao/shared/contracts/audit';
import { desc } from 'drizzle-orm';
import { auditLogs } from '../../../db/schema';

/** The columns an entry is built from (everything but the internal user id). */
export const auditEntryColumns = {
  id: auditLogs.id,
  eventType: auditLogs.eventType,
  description: auditLogs.description,
  userDisplayName: auditLogs.userDisplayName,
  userUsername: auditLogs.userUsername,
  userRole: auditLogs.userRole,
  severity: auditLogs.severity,
  ipAddress: auditLogs.ipAddress,
  timestamp: auditLogs.timestamp,
  resource: auditLogs.resource,
  resourceId: auditLogs.resourceId,
  details: auditLogs.details,
  oldValues: auditLogs.oldValues,
  newValues: auditLogs.newValues,
};

/** Newest first; the id breaks ties between entries of the same instant (matches audit_logs_timestamp_idx). */
export const newestFirst = [desc(auditLogs.timestamp), desc(auditLogs.id)];

type Row = Omit<typeof auditLogs.$inferSelect, 'userId' | 'subjects'>;

const asObject = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

export function toAuditLogEntry(row: Row): AuditLogEntry {
  return {
    id: row.id,
    event_type: row.eventType as AuditLogEntry['event_type'],
    description: row.description,
    user_display_name: row.userDisplayName,
    user_username: row.userUsername,
    user_role: row.userRole as AuditLogEntry['user_role'],
    severity: row.severity as AuditLogEntry['severity'],
    ip_address: row.ipAddress,
    timestamp: row.timestamp.toISOString(),
    resource: row.resource,
    resource_id: row.resourceId,
    details: asObject(row.details),
    old_values: asObject(row.oldValues),
    new_values: asObject(row.newValues),
  };
}

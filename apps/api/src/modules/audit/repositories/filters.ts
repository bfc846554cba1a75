import { type AuditFilters, auditDateBound } from '@congregacao/shared/contracts/audit';
import { and, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { auditLogs } from '../../../db/schema';

/** Escapes LIKE wildcards so a search is a plain substring match. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The WHERE clause of a filter set. Equality filters match the (column, timestamp, id) indexes; the
 * description search is a case-insensitive substring (ILIKE), served by the pg_trgm index when installed.
 */
export function auditWhere(filters: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.startDate) conditions.push(gte(auditLogs.timestamp, auditDateBound(filters.startDate, 'start')));
  if (filters.endDate) conditions.push(lt(auditLogs.timestamp, auditDateBound(filters.endDate, 'end')));
  if (filters.eventType) conditions.push(eq(auditLogs.eventType, filters.eventType));
  if (filters.severity) conditions.push(eq(auditLogs.severity, filters.severity));
  if (filters.userRole) conditions.push(eq(auditLogs.userRole, filters.userRole));
  if (filters.resource) conditions.push(eq(auditLogs.resource, filters.resource));
  if (filters.search) conditions.push(ilike(auditLogs.description, `%${escapeLike(filters.search)}%`));
  return conditions.length ? and(...conditions) : undefined;
}

/** The filters that are set, for the audit entry of an export. */
export function activeFilters(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => !!entry[1]));
}

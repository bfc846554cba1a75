import { z } from 'zod';
import { AUDIT_EVENT_TYPES, AUDIT_SEVERITIES, USER_ROLES } from '../enums';
import { t } from '../i18n/translate';
import {
  AUDIT_DEFAULT_PAGE_SIZE,
  AUDIT_MAX_PAGE,
  AUDIT_MAX_PAGE_SIZE,
  AUDIT_RESOURCE_MAX,
  AUDIT_SEARCH_MAX,
} from '../limits';
import { each, said } from './common';

/** Query values arrive as strings; an empty one means "no filter" (the client omits them, but be lenient). */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

function optionalQuery<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

/** A calendar day (yyyy-mm-dd, a whole UTC day) or an exact instant (ISO 8601 with offset). */
export const auditDateSchema = z.union(
  [z.iso.date(), z.iso.datetime({ offset: true })],
  said(() => t('validation.auditDate')),
);

const filterShape = {
  startDate: optionalQuery(auditDateSchema),
  endDate: optionalQuery(auditDateSchema),
  eventType: optionalQuery(
    z.enum(
      AUDIT_EVENT_TYPES,
      said(() => t('validation.auditEventType')),
    ),
  ),
  severity: optionalQuery(
    z.enum(
      AUDIT_SEVERITIES,
      said(() => t('validation.auditSeverity')),
    ),
  ),
  search: optionalQuery(z.string().trim().max(AUDIT_SEARCH_MAX)),
  userRole: optionalQuery(
    z.enum(
      USER_ROLES,
      said(() => t('validation.auditRole')),
    ),
  ),
  resource: optionalQuery(z.string().trim().max(AUDIT_RESOURCE_MAX)),
};

export const isAuditDay = (value: string) => value.length === 10;

/**
 * The range a date filter stands for, as [from, to) instants: a day covers 00:00 UTC to the next 00:00 UTC
 * (so an end day includes the whole day); a date-time is that instant (an end date-time is inclusive: to = +1 ms).
 */
export function auditDateBound(value: string, edge: 'start' | 'end'): Date {
  const instant = new Date(isAuditDay(value) ? `${value}T00:00:00.000Z` : value);
  if (edge === 'start') return instant;
  return new Date(instant.getTime() + (isAuditDay(value) ? 86_400_000 : 1));
}

const datesInOrder = (f: { startDate?: string; endDate?: string }) =>
  !f.startDate || !f.endDate || auditDateBound(f.startDate, 'start') < auditDateBound(f.endDate, 'end');
const DATES_ORDER = { ...said(() => t('validation.auditDatesOrder')), path: ['startDate'] };

/** Filters of the list and of the CSV export (the export takes the same ones, so it matches what is shown). */
export const auditFiltersSchema = z.object(filterShape).refine(datesInOrder, DATES_ORDER);
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

/** GET /audit query: the filters plus page (from 1) and limit (default 50, at most 200). */
export const auditListQuerySchema = z
  .object({
    ...filterShape,
    page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(AUDIT_MAX_PAGE).default(1)),
    limit: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(1).max(AUDIT_MAX_PAGE_SIZE).default(AUDIT_DEFAULT_PAGE_SIZE),
    ),
  })
  .refine(datesInOrder, DATES_ORDER);
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

const jsonObjectSchema = z.record(z.string(), z.unknown());

/** One audit log entry as the API returns it (spec point 3: snake_case field names). */
export const auditLogEntrySchema = z.object({
  id: z.int(),
  event_type: z.enum(AUDIT_EVENT_TYPES),
  description: z.string(),
  user_display_name: z.string().nullable(),
  user_username: z.string().nullable(),
  user_role: z.enum(USER_ROLES).nullable(),
  severity: z.enum(AUDIT_SEVERITIES),
  ip_address: z.string().nullable(),
  /** ISO 8601, UTC ("…Z"). */
  timestamp: z.string(),
  resource: z.string().nullable(),
  resource_id: z.string().nullable(),
  details: jsonObjectSchema.nullable(),
  old_values: jsonObjectSchema.nullable(),
  new_values: jsonObjectSchema.nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** `total` is exact when isTotalExact; above the counting cap it is the planner's estimate (docs/decisions/008-audit-log.md). */
export const auditPaginationSchema = z.object({
  ...each(['page', 'limit', 'total', 'totalPages'], z.int()),
  isTotalExact: z.boolean(),
});
export type AuditPagination = z.infer<typeof auditPaginationSchema>;

export const auditListResponseSchema = z.object({
  logs: z.array(auditLogEntrySchema),
  pagination: auditPaginationSchema,
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

/**
 * GET /audit/stats/summary. `total` counts every entry; the three lists cover the last AUDIT_STATS_DAYS UTC days
 * (today included): event types by count (descending), users by count (descending; entries without a user are
 * left out) and one item per day that has entries (ascending dates).
 */
export const auditStatsSchema = z.object({
  total: z.int(),
  eventTypes: z.array(z.object({ event_type: z.enum(AUDIT_EVENT_TYPES), count: z.int() })),
  userActivity: z.array(
    z.object({
      username: z.string(),
      display_name: z.string().nullable(),
      role: z.enum(USER_ROLES).nullable(),
      count: z.int(),
    }),
  ),
  dailyActivity: z.array(z.object({ date: z.iso.date(), count: z.int() })),
});
export type AuditStats = z.infer<typeof auditStatsSchema>;

/** Columns of GET /audit/export/csv, in order (JSON columns hold the objects as JSON text). */
export const AUDIT_CSV_COLUMNS = [
  'id',
  'timestamp',
  'event_type',
  'severity',
  'description',
  'user_username',
  'user_display_name',
  'user_role',
  'ip_address',
  'resource',
  'resource_id',
  'details',
  'old_values',
  'new_values',
] as const satisfies readonly (keyof AuditLogEntry)[];

/** audit_logs_{yyyy-mm-dd}.csv, dated by the UTC day of the export. */
export function auditCsvFileName(now: Date = new Date()): string {
  return `audit_logs_${now.toISOString().slice(0, 10)}.csv`;
}

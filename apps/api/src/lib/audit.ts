import type { AuditEventType, AuditSeverity, UserRole } from '@congregacao/shared/enums';
import type { DbOrTx } from '../db/client';
import { auditLogs } from '../db/schema';

export interface AuditActor {
  id: number;
  username: string;
  displayName: string | null;
  role: UserRole;
}

/** Who did it and from where: a request satisfies this (`request.user`, `request.ip`). */
export interface AuditContext {
  user?: AuditActor | null;
  ip?: string;
}

export interface AuditEntry {
  eventType: AuditEventType;
  description: string;
  severity?: AuditSeverity;
  resource?: string;
  resourceId?: string | number | null;
  details?: Record<string, unknown>;
  oldValues?: Record<string, unknown> | null;
  newValues?: Record<string, unknown> | null;
  /** The actor when it is not the request's user (e.g. a login by username). */
  actor?: AuditActor | null;
}

const HIGH: AuditEventType[] = [
  'USER_DELETE',
  'PUBLISHER_DELETE',
  'REPORT_DELETE',
  'GROUP_DELETE',
  'HOUSEHOLD_DELETE',
  'FILE_DELETE',
  'USER_ROLE_CHANGE',
  'SESSION_INVALIDATE',
  'UNAUTHORIZED_ACCESS',
  'SUSPICIOUS_ACTIVITY',
];
const MEDIUM: AuditEventType[] = [
  'FAILED_LOGIN',
  'PASSWORD_CHANGE',
  'FILE_DOWNLOAD',
  'DATA_EXPORT',
  'DATA_IMPORT',
  'BACKUP_CREATE',
  'SYSTEM_CONFIG_CHANGE',
];

/**
 * Severity per architecture.md: LOW routine creates/updates (approving or reopening reports included) and logins,
 * MEDIUM failed logins, password/email changes, downloads, exports (and imports, backups, configuration), HIGH
 * deletes, role changes, session invalidation and refused calls; CRITICAL is set by the caller (rate limit tripped).
 */
export function defaultSeverity(eventType: AuditEventType): AuditSeverity {
  if (HIGH.includes(eventType)) return 'HIGH';
  if (MEDIUM.includes(eventType)) return 'MEDIUM';
  return 'LOW';
}

const SECRET_KEYS = new Set(
  [
    'password',
    'passwordHash',
    'currentPassword',
    'newPassword',
    'confirmPassword',
    'token',
    'accessToken',
    'tokenHash',
    'code',
    'codeHash',
    'confirmationCode',
    'credential',
    'secret',
  ].map((k) => k.toLowerCase()),
);

/** Removes anything secret (passwords, tokens, codes) from values before they reach the log. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET_KEYS.has(key.toLowerCase()))
        .map(([key, v]) => [key, redact(v)]),
    );
  }
  return value;
}

function redactObject(value: Record<string, unknown> | null | undefined) {
  return value ? (redact(value) as Record<string, unknown>) : null;
}

/** Records one audit entry; pass the transaction of the change so both commit or neither. */
export async function recordAudit(db: DbOrTx, context: AuditContext, entry: AuditEntry): Promise<void> {
  const actor = entry.actor === undefined ? context.user : entry.actor;
  await db.insert(auditLogs).values({
    eventType: entry.eventType,
    description: entry.description,
    severity: entry.severity ?? defaultSeverity(entry.eventType),
    userId: actor?.id ?? null,
    userUsername: actor?.username ?? null,
    userDisplayName: actor?.displayName ?? null,
    userRole: actor?.role ?? null,
    ipAddress: context.ip ?? null,
    resource: entry.resource ?? null,
    resourceId: entry.resourceId == null ? null : String(entry.resourceId),
    details: redactObject(entry.details),
    oldValues: redactObject(entry.oldValues),
    newValues: redactObject(entry.newValues),
  });
}

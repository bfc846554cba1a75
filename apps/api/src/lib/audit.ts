import type { AuditEventType, AuditSeverity, UserRole } from '@congregacao/shared/enums';
import { DEFAULT_LOCALE } from '@congregacao/shared/i18n/locales';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { auditLogs } from '../db/schema';
import type { Actor } from './actor';
import { inLocale } from './language';

/**
 * An entry's description is the log's record, in pt-PT whatever the language of the request (ADR 043): one that
 * names a month or a role builds its text with this.
 */
export const inAuditLanguage = (describe: () => string): string => inLocale(DEFAULT_LOCALE, describe);

/** The user an entry names (a signed-in User satisfies it). */
export interface AuditUser {
  id: number;
  username: string;
  displayName: string | null;
  role: UserRole;
}

/**
 * Whom an entry is about, by id: the publishers, their reports and the user accounts whose data it holds. A person's
 * access copy and erasure find entries by these, never by a name (ADR 035). The entry's resource adds its own.
 */
export interface AuditSubjects {
  publisherIds?: readonly number[];
  reportIds?: readonly number[];
  userIds?: readonly number[];
}

export type SubjectKind = 'publisher' | 'report' | 'user';

/** A subject as the `subjects` column stores it: 'publisher:12'. */
export const subject = (kind: SubjectKind, id: number | string): string => `${kind}:${id}`;

/** The resources whose id names a subject (an invitation's id is its publisher's). */
export const RESOURCE_SUBJECTS: Record<string, SubjectKind> = {
  publisher: 'publisher',
  publisher_invitation: 'publisher',
  publisher_report: 'report',
  user: 'user',
};

/** The subject an entry's resource and resource id name, if any. */
export function resourceSubject(resource: string | null | undefined, resourceId: unknown): string | null {
  const kind = resource ? RESOURCE_SUBJECTS[resource] : undefined;
  return kind && resourceId != null && resourceId !== '' ? subject(kind, String(resourceId)) : null;
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
  /** The user the entry names when it is not the actor's (a sign-in names the user it signed in; null: nobody). */
  user?: AuditUser | null;
  /** Whom the entry is about besides its resource (several reports saved at once: each report and publisher). */
  subjects?: AuditSubjects;
}

/**
 * What a refusal (an AppError) tells the audit log; the error handler fills the rest (UNAUTHORIZED_ACCESS, resource
 * 'api', a description naming the call, the method, route and status in `details`).
 */
export type RefusalRecord = Partial<
  Pick<AuditEntry, 'eventType' | 'severity' | 'description' | 'resource' | 'resourceId' | 'details' | 'user'>
>;

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
    'challenge',
    'signature',
    'publicKey',
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

/** The entry's subjects: those it lists, its resource's, and the user it names (a sign-in's). */
function subjectsOf(entry: AuditEntry): string[] {
  const { publisherIds = [], reportIds = [], userIds = [] } = entry.subjects ?? {};
  const all = [
    ...publisherIds.map((id) => subject('publisher', id)),
    ...reportIds.map((id) => subject('report', id)),
    ...userIds.map((id) => subject('user', id)),
    resourceSubject(entry.resource, entry.resourceId),
    entry.user ? subject('user', entry.user.id) : null,
  ];
  return [...new Set(all.filter((s): s is string => s !== null))];
}

/**
 * Records one audit entry of what `actor` did; pass the transaction of the change so both commit or neither.
 * Refusals are not recorded here but by the error handler, after the refused change rolled back (plugins/errors.ts).
 */
export async function recordAudit(db: DbOrTx, actor: Actor, entry: AuditEntry): Promise<void> {
  await recordAudits(db, [{ actor, entry }]);
}

/**
 * Records several entries, each of its own actor, in one INSERT (the entries of one change, or of a batch). The rows
 * go as one jsonb record set: for the 200 entries of a month-start batch, the ORM's VALUES list of 14 parameters per
 * row cost more of the server's time than PostgreSQL took to insert them (ADR 034).
 */
export async function recordAudits(db: DbOrTx, entries: { actor: Actor; entry: AuditEntry }[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map(({ actor, entry }) => {
    const user = entry.user === undefined ? actor.user : entry.user;
    return {
      event_type: entry.eventType,
      description: entry.description,
      severity: entry.severity ?? defaultSeverity(entry.eventType),
      user_id: user?.id ?? null,
      user_username: user?.username ?? null,
      user_display_name: user?.displayName ?? null,
      user_role: user?.role ?? null,
      ip_address: actor.ip,
      resource: entry.resource ?? null,
      resource_id: entry.resourceId == null ? null : String(entry.resourceId),
      details: redactObject(entry.details),
      old_values: redactObject(entry.oldValues),
      new_values: redactObject(entry.newValues),
      subjects: subjectsOf(entry),
    };
  });
  const columns = sql.raw(Object.keys(rows[0]!).join(', '));
  await db.execute(sql`
    insert into ${auditLogs} (${columns})
    select ${columns} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(event_type varchar,
      description text, severity varchar, user_id int, user_username varchar, user_display_name varchar,
      user_role varchar, ip_address varchar, resource varchar, resource_id varchar, details jsonb, old_values jsonb,
      new_values jsonb, subjects text[])`);
}

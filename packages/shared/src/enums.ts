import { labels } from './i18n/messages';
import { USER_ROLES, type UserRole } from './session-enums';

export * from './session-enums';

/** Roles a new user can be registered with (spec point 3: registration payload). */
export const REGISTRATION_ROLES = ['Elder', 'Admin', 'Secretary'] as const satisfies readonly UserRole[];
export const DEFAULT_REGISTRATION_ROLE: UserRole = 'Elder';

export const USER_ROLE_LABELS = labels('role', USER_ROLES);

export const PUBLISHER_ROLES = ['Elder', 'Publisher', 'NonBaptized', 'MinServant'] as const;
export type PublisherRole = (typeof PUBLISHER_ROLES)[number];
export const PUBLISHER_ROLE_LABELS = labels('publisherRole', PUBLISHER_ROLES);

export const ACTIVITY_STATUSES = ['Open', 'Closed'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
export const ACTIVITY_STATUS_LABELS = labels('activityStatus', ACTIVITY_STATUSES);

export const REPORT_STATUSES = ['Open', 'Sent'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS = labels('reportStatus', REPORT_STATUSES);

export const AUDIT_EVENT_TYPES = [
  'USER_LOGIN',
  'USER_LOGOUT',
  'USER_REGISTER',
  'PASSWORD_CHANGE',
  'SESSION_INVALIDATE',
  'USER_CREATE',
  'USER_UPDATE',
  'USER_DELETE',
  'USER_RESTORE',
  'USER_ROLE_CHANGE',
  'PUBLISHER_CREATE',
  'PUBLISHER_UPDATE',
  'PUBLISHER_DELETE',
  'REPORT_CREATE',
  'REPORT_UPDATE',
  'REPORT_DELETE',
  'REPORT_APPROVE',
  'REPORT_REJECT',
  'GROUP_CREATE',
  'GROUP_UPDATE',
  'GROUP_DELETE',
  'HOUSEHOLD_CREATE',
  'HOUSEHOLD_UPDATE',
  'HOUSEHOLD_DELETE',
  'SYSTEM_CONFIG_CHANGE',
  'DATA_EXPORT',
  'DATA_IMPORT',
  'BACKUP_CREATE',
  'FAILED_LOGIN',
  'UNAUTHORIZED_ACCESS',
  'SUSPICIOUS_ACTIVITY',
  'FILE_UPLOAD',
  'FILE_DOWNLOAD',
  'FILE_DELETE',
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

export const AUDIT_SEVERITIES = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type AuditSeverity = (typeof AUDIT_SEVERITIES)[number];

import type { UserRole } from './enums';

const STAFF = ['Admin', 'Secretary', 'Elder'] as const satisfies readonly UserRole[];
const ADMINS = ['Admin', 'Secretary'] as const satisfies readonly UserRole[];
const EVERYONE = ['Admin', 'Secretary', 'Elder', 'Publisher'] as const satisfies readonly UserRole[];

/**
 * The permissions matrix (architecture.md): every API operation and the roles allowed to perform it.
 * The server checks it on every route; the web app derives its guards and hidden buttons from it.
 * Object-level rules (Elders only see their own group's reports, Secretary limits on Admin accounts,
 * nobody deletes themselves) are enforced by the services on top of this table.
 */
export const PERMISSIONS = {
  /** own session, own profile, theme, password, email, second factor (TOTP, passkeys), own sessions */
  'session.self': EVERYONE,
  /** use of the web application's guarded screens */
  'app.use': STAFF,
  'users.manage': ADMINS,
  'users.groupOverseers': STAFF,
  'publishers.list': STAFF,
  'publishers.manage': ADMINS,
  'serviceGroups.list': STAFF,
  'serviceGroups.manage': ADMINS,
  'households.manage': ADMINS,
  'activities.read': STAFF,
  'activities.write': ['Secretary'],
  /** read, save and send the reports of an activity (Elders: own group only) */
  'reports.fill': STAFF,
  /** create a report for an inactive publisher; change the status of a group's reports */
  'reports.manage': ['Secretary'],
  'reports.history': STAFF,
  'files.s21': STAFF,
  'audit.read': ADMINS,
  // issue 22: meeting attendance (S-88), congregation report (S-1), missing reports
  'attendance.read': STAFF,
  'attendance.write': ADMINS,
  'files.s88': STAFF,
  'congregationReport.read': ADMINS,
  /** reports not answered yet, by group (Elders: own group only) */
  'reports.missing': STAFF,
  'reports.remind': ADMINS,
  /** remind the month's publishers who report for themselves and have not answered (Elders: own group; issue 36) */
  'reports.remindPublishers': STAFF,
  // issue 23 (self-reporting)
  /** create or revoke a publisher's invitation to report for themselves */
  'invitations.manage': ADMINS,
  /** the signed-in publisher's own report, record and S-21 (`/me/*`) */
  'self.report': ['Publisher'],
  // issue 24: import / export, a person's data, erasure and retention
  'data.transfer': ADMINS,
  'publishers.personalData': ADMINS,
  'publishers.erase': ['Secretary'],
  // the branch cycle (ADR 037)
  /** mark a month's S-1 as sent to the branch, or withdraw that */
  'congregationReport.submit': ADMINS,
  /** one group's line of a month's S-1 (Elders: their own group only) */
  'congregationReport.groupLine': STAFF,
  /** answer a report left unanswered in a month whose S-1 was sent */
  'reports.late': ['Secretary'],
  /** the service year's analysis (S-10), its PDF and the S-21 totals cards */
  'congregationAnalysis.read': ADMINS,
  /** delete a month posted by mistake (Open, nothing answered) */
  'activities.delete': ADMINS,
  // issue 35: the pioneer's year (ADR 040)
  /** a publisher's pioneer progress and the "below pace" list (Elders: own group only) */
  'pioneerYear.progress': STAFF,
  /** the 15-hour months of a service year; a paper auxiliary-pioneer application */
  'pioneerYear.manage': ADMINS,
  /** list and decide auxiliary-pioneer applications (deciding: committee members, checked by the service) */
  'pioneerYear.applications': STAFF,
} as const satisfies Record<string, readonly UserRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: UserRole | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (PERMISSIONS[permission] as readonly UserRole[]).includes(role);
}

/** The spec's route table (point 2): each guarded screen and the permission that opens it. */
export const ROUTE_PERMISSIONS = {
  '/': 'activities.read',
  '/preferencias': 'session.self',
  '/utilizadores': 'users.manage',
  '/registar-utilizador': 'users.manage',
  '/audit-logs': 'audit.read',
  '/publicadores': 'publishers.list',
  '/publicadores/novo': 'publishers.manage',
  '/publicadores/editar/:id': 'publishers.manage',
  '/publicadores/:serviceYear/:publisherId': 'reports.history',
  '/grupos': 'serviceGroups.manage',
  '/grupos/organizar': 'serviceGroups.manage',
  '/lancar-atividade': 'activities.write',
  '/lancar-atividade/:id': 'activities.write',
  '/rever-atividade/:id': 'activities.write',
  '/relatorios/:id': 'reports.fill',
  '/pioneiros/:serviceYear': 'reports.history',
  '/pioneiros/:month/:year': 'reports.history',
  // issue 22
  '/assistencia/:serviceYear': 'attendance.read',
  '/relatorio-congregacao/:id': 'congregationReport.read',
  '/relatorios-em-falta/:id': 'reports.missing',
  // issue 23 (self-reporting)
  '/meu-relatorio': 'self.report',
  '/meu-registo': 'self.report',
  // issue 24
  '/importar': 'data.transfer',
  '/dados-a-eliminar': 'publishers.erase',
  // ADR 037
  '/analise-anual/:serviceYear': 'congregationAnalysis.read',
} as const satisfies Record<string, Permission>;

export type GuardedRoute = keyof typeof ROUTE_PERMISSIONS;

import type { GuardedRoute } from '@congregacao/shared/permissions';
import { paths } from '../lib/paths';

/**
 * The module of every screen, from src/features, by route (spec point 2). The router loads them lazily
 * (app/screens.ts); the build lists each one's files for src/preload-screen.ts (vite.config.ts reads this table).
 */
export const LOGIN_SCREEN = 'auth/pages/login-page';
/** /convite/{token}: public, like /login (self-reporting, issue 23) */
export const INVITATION_SCREEN = 'auth/pages/invitation-page';
/** /recuperar-acesso and /repor-password/{token}: public, like /login (issue 36) */
export const FORGOT_PASSWORD_SCREEN = 'auth/pages/forgot-password-page';
export const RESET_PASSWORD_SCREEN = 'auth/pages/reset-password-page';

export const GUARDED_SCREENS: Record<GuardedRoute, string> = {
  [paths.dashboard.path]: 'dashboard/pages/dashboard-page',
  [paths.preferences.path]: 'preferences/pages/preferences-page',
  [paths.users.path]: 'users/pages/users-page',
  [paths.registerUser.path]: 'users/pages/register-user-page',
  [paths.auditLogs.path]: 'audit/pages/audit-logs-page',
  [paths.publishers.path]: 'publishers/pages/publisher-list-page',
  [paths.newPublisher.path]: 'publishers/pages/publisher-form-page',
  [paths.editPublisher.path]: 'publishers/pages/publisher-form-page',
  [paths.publisherHistory.path]: 'history/pages/publisher-history-page',
  [paths.groups.path]: 'groups/pages/groups-page',
  [paths.organizeGroups.path]: 'groups/pages/organize-groups-page',
  [paths.newActivity.path]: 'activities/pages/activity-form-page',
  [paths.editActivity.path]: 'activities/pages/activity-form-page',
  [paths.reviewActivity.path]: 'publisher-reports/pages/review-activity-page',
  [paths.fillReports.path]: 'publisher-reports/pages/fill-reports-page',
  [paths.pioneerYear.path]: 'pioneers/pages/pioneer-year-page',
  [paths.pioneerMonth.path]: 'pioneers/pages/pioneer-month-page',
  // issue 22
  [paths.attendance.path]: 'attendance/pages/attendance-page',
  [paths.congregationReport.path]: 'congregation-report/pages/congregation-report-page',
  [paths.missingReports.path]: 'congregation-report/pages/missing-reports-page',
  // issue 23 (self-reporting)
  [paths.ownReport.path]: 'publisher-reports/pages/own-report-page',
  [paths.ownRecord.path]: 'history/pages/own-record-page',
  // issue 24
  [paths.importExport.path]: 'imports/pages/import-page',
  [paths.retention.path]: 'imports/pages/retention-page',
  // ADR 037
  [paths.congregationAnalysis.path]: 'congregation-report/pages/congregation-analysis-page',
};

/** The role guard every guarded screen renders in (app/screens.ts loads it), from src. */
export const GUARD_MODULE = 'app/require-permission';

/**
 * A screen's main call (below /api, with the route's parameters), which src/preload-screen.ts starts with the page
 * (lib/early-calls.ts); the screen's own query makes exactly this call. Only where the first screen waits for it:
 * /publicadores shows its toolbar first, and its 500 publishers arriving earlier only competed with the app's code
 * for the link (bench: Lighthouse 96 [91–97] with it, 97 [97–98] without, 6 runs each).
 */
export const SCREEN_CALLS: Partial<Record<GuardedRoute, string>> = {
  [paths.dashboard.path]: '/monthlyactivityreports/',
  [paths.fillReports.path]: '/publisherreports/bymonth/:id',
};

import { isActivityOpen } from './activity-rules';
import type { ActivityStatus, ReportStatus } from './enums';

/** Days an invitation link stays valid (issue 23). */
export const INVITATION_VALID_DAYS = 14;

/**
 * Whether the publisher may still change their own report: the activity is open and the group overseer has not
 * sent it to the secretary. The server refuses the same cases (reports module rules); screens show it read-only.
 */
export function isOwnReportEditable(activity: { status: ActivityStatus | string }, report: { status: ReportStatus }) {
  return isActivityOpen(activity) && report.status === 'Open';
}

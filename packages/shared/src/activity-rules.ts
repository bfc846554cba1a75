import type { ActivityStatus } from './enums';

/**
 * Whether a monthly activity takes report changes: only while Open (spec point 3). The one rule the API enforces
 * (saves, status changes, report creation, late-added publishers) and the screens follow (read-only when closed).
 */
export function isActivityOpen(activity: { status: ActivityStatus | string }): boolean {
  return activity.status === 'Open';
}

import type { ActivityStatus } from './enums';

/**
 * Whether a monthly activity takes report changes: only while Open (spec point 3). The one rule the API enforces
 * (saves, status changes, report creation, late-added publishers) and the screens follow (read-only when closed).
 */
export function isActivityOpen(activity: { status: ActivityStatus | string }): boolean {
  return activity.status === 'Open';
}

/**
 * A Closed month keeps its month and year (issue 21, ADR 026): an edit of a Closed activity that would move it is
 * refused by the API (409) and held back by the form. Reopen first, then move.
 */
export function movesClosedMonth(
  before: { status: ActivityStatus | string; month: number; year: number },
  next: { month: number; year: number },
): boolean {
  return !isActivityOpen(before) && (before.month !== next.month || before.year !== next.year);
}

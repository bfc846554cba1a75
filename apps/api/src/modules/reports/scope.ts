import { REPORT_MESSAGES } from '@congregacao/shared/contracts/reports';
import type { User } from '@congregacao/shared/contracts/user';
import { t } from '@congregacao/shared/i18n/translate';
import { eq, type SQL, sql } from 'drizzle-orm';
import { publisherReports, publishers } from '../../db/schema';
import { AppError, forbidden } from '../../lib/errors';

/**
 * Whose reports a caller may read and write: Admin and Secretary all groups, an Elder only the publishers whose
 * current group is the Elder's own (none when the Elder has no group), a Publisher only their own (self-reporting).
 */
export type ReportScope =
  | { kind: 'all' }
  | { kind: 'group'; groupId: number | null }
  | { kind: 'publisher'; publisherId: number | null };

export function scopeOf(user: User): ReportScope {
  if (user.role === 'Publisher') return { kind: 'publisher', publisherId: user.publisherId };
  return user.role === 'Elder' ? { kind: 'group', groupId: user.groupId } : { kind: 'all' };
}

/**
 * The group a report belongs to: the one stored on it (the publisher's group that month, issue 21), else — a report
 * written before groups were stored, whose group was removed — the publisher's current group. Needs `publishers`
 * joined.
 */
export const reportGroupId = sql<number | null>`coalesce(${publisherReports.groupId}, ${publishers.groupId})`;

/** A where-condition on reports (joined with `publishers`) limiting them to the scope by the report's group. */
export function reportInScope(scope: ReportScope, group: SQL = reportGroupId): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'publisher') {
    return scope.publisherId === null ? sql`false` : eq(publishers.id, scope.publisherId);
  }
  return scope.groupId === null ? sql`false` : sql`${group} = ${scope.groupId}`;
}

/** A where-condition on `publishers` limiting rows to the scope (by their current group). */
export function publisherInScope(scope: ReportScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'publisher') return scope.publisherId === null ? sql`false` : eq(publishers.id, scope.publisherId);
  return scope.groupId === null ? sql`false` : eq(publishers.groupId, scope.groupId);
}

/** Whether the scope covers a group's publishers (`null`: no group, or every group at once). */
export function isGroupInScope(scope: ReportScope, groupId: number | null): boolean {
  if (scope.kind === 'all') return true;
  return scope.kind === 'group' && scope.groupId !== null && groupId === scope.groupId;
}

/** Whether the scope covers one publisher by their current group (a Publisher: themselves), as `publisherInScope`. */
export function isPublisherInScope(scope: ReportScope, publisher: { id: number; groupId: number | null }): boolean {
  if (scope.kind === 'publisher') return scope.publisherId !== null && publisher.id === scope.publisherId;
  return isGroupInScope(scope, publisher.groupId);
}

/**
 * Reading one publisher's records (a service year of reports with their notes, the years that have reports, the S-21
 * card) follows the publisher's current group on every path: an Elder reads their own group's only (ADR 019, ADR
 * 036). Out of scope: 403 with `message`, recorded with `what` was asked for.
 */
export function assertPublisherInScope(
  user: User,
  publisher: { id: number; groupId: number | null },
  refusal: { message: string; what: string },
): void {
  if (isPublisherInScope(scopeOf(user), publisher)) return;
  throw forbidden(refusal.message, {
    description: `Tentativa de ler ${refusal.what} do publicador ${publisher.id}, fora do seu grupo`,
    resource: 'publisher',
    resourceId: publisher.id,
    details: { publisherId: publisher.id, groupId: publisher.groupId },
  });
}

export function isInScope(scope: ReportScope, report: { groupId: number | null; publisherId: number }): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'publisher') return scope.publisherId !== null && report.publisherId === scope.publisherId;
  return scope.groupId !== null && report.groupId === scope.groupId;
}

export const isSecretary = (user: User) => user.role === 'Secretary';

export const activityClosed = () => new AppError('ACTIVITY_CLOSED', REPORT_MESSAGES.activityClosed);

/** An object-level refusal (another group's reports): a 403 the error handler records, after the rollback. */
export function refuseOutOfScope(reportIds: number[]): AppError {
  return forbidden(t('api.reports.otherGroup'), {
    description: `Tentativa de alterar relatórios de outro grupo (${reportIds.join(', ')})`,
    resource: 'publisher_report',
    details: { reportIds },
  });
}

import type {
  PublisherWithoutReport,
  ReportActivity,
  ReportGroup,
  ReportRow,
} from '@congregacao/shared/contracts/reports';
import type { ActivityStatus, ReportStatus } from '@congregacao/shared/enums';
import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { monthlyActivities, publisherReports, publishers, serviceGroups, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { publisherInScope, type ReportScope } from './scope';

export const reportColumns = {
  id: publisherReports.id,
  publisherId: publisherReports.publisherId,
  monthlyActivityId: publisherReports.monthlyActivityId,
  hours: publisherReports.hours,
  studies: publisherReports.studies,
  participatedInMinistry: publisherReports.participatedInMinistry,
  observations: publisherReports.observations,
  auxiliaryPioneer: publisherReports.auxiliaryPioneer,
  regularPioneer: publisherReports.regularPioneer,
  status: publisherReports.status,
  version: publisherReports.version,
};

const publisherColumns = {
  name: publishers.name,
  displayName: publishers.displayName,
  groupId: publishers.groupId,
  groupNumber: publishers.groupNumber,
  isCurrentlyInactive: publishers.isCurrentlyInactive,
  isEnabled: publishers.isEnabled,
};

const activityColumns = {
  id: monthlyActivities.id,
  month: monthlyActivities.month,
  year: monthlyActivities.year,
  serviceYear: monthlyActivities.serviceYear,
  status: monthlyActivities.status,
};

/**
 * The activity or 404. With `lock` the row is share-locked until the transaction ends, so the activity cannot be
 * closed while a report write based on its "open" status is under way.
 */
export async function findActivity(db: DbOrTx, id: number, lock = false): Promise<ReportActivity> {
  const query = db.select(activityColumns).from(monthlyActivities).where(eq(monthlyActivities.id, id));
  const [row] = lock ? await query.for('share') : await query;
  if (!row) throw notFound('Atividade mensal não encontrada');
  return { ...row, status: row.status as ActivityStatus };
}

export async function selectReportRows(db: DbOrTx, activityId: number, scope: ReportScope): Promise<ReportRow[]> {
  const rows = await db
    .select({ ...reportColumns, ...publisherColumns })
    .from(publisherReports)
    .innerJoin(publishers, eq(publishers.id, publisherReports.publisherId))
    .where(and(eq(publisherReports.monthlyActivityId, activityId), publisherInScope(scope)))
    .orderBy(asc(publisherReports.id));
  return rows.map((r) => ({ ...r, status: r.status as ReportStatus }));
}

export async function selectPublishersWithoutReport(
  db: DbOrTx,
  activityId: number,
  scope: ReportScope,
): Promise<PublisherWithoutReport[]> {
  const hasReport = db
    .select({ one: sql`1` })
    .from(publisherReports)
    .where(and(eq(publisherReports.monthlyActivityId, activityId), eq(publisherReports.publisherId, publishers.id)));
  return db
    .select({ publisherId: publishers.id, ...publisherColumns, regularPioneer: publishers.regularPioneer })
    .from(publishers)
    .where(and(eq(publishers.isEnabled, true), notExists(hasReport), publisherInScope(scope)))
    .orderBy(asc(publishers.id));
}

/** The service groups in scope by number, each with its overseer (an Elder of the group first, else any user). */
export async function selectGroups(db: DbOrTx, scope: ReportScope): Promise<ReportGroup[]> {
  if (scope.kind === 'group' && scope.groupId === null) return [];
  const groups = await db
    .select({ id: serviceGroups.id, groupNumber: serviceGroups.groupNumber })
    .from(serviceGroups)
    .where(scope.kind === 'group' && scope.groupId !== null ? eq(serviceGroups.id, scope.groupId) : undefined)
    .orderBy(asc(serviceGroups.groupNumber));
  if (groups.length === 0) return [];
  const overseers = await db
    .select({ groupId: users.groupId, displayName: users.displayName, username: users.username })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        inArray(
          users.groupId,
          groups.map((g) => g.id),
        ),
      ),
    )
    .orderBy(sql`(${users.role} = 'Elder') desc`, asc(users.id));
  return groups.map((g) => {
    const overseer = overseers.find((u) => u.groupId === g.id);
    return { ...g, overseerName: overseer ? overseer.displayName || overseer.username : null };
  });
}

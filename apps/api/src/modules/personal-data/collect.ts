import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { selectReportsWithMonth } from '../../db/report-join';
import { auditLogs, households, monthlyActivities, publisherReports, users } from '../../db/schema';
import { type PublisherRow, toPublisher } from '../publishers/repository';

/** Everything held about one publisher (GDPR Arts. 15 and 20): the answer to an access request. */
export async function collectPersonalData(db: DbOrTx, row: PublisherRow) {
  const household = row.householdId
    ? (await db.select().from(households).where(eq(households.id, row.householdId)))[0]
    : undefined;
  const reports = await selectReportsWithMonth(db, {
    id: publisherReports.id,
    month: monthlyActivities.month,
    year: monthlyActivities.year,
    serviceYear: monthlyActivities.serviceYear,
    participatedInMinistry: publisherReports.participatedInMinistry,
    studies: publisherReports.studies,
    hours: publisherReports.hours,
    auxiliaryPioneer: publisherReports.auxiliaryPioneer,
    regularPioneer: publisherReports.regularPioneer,
    observations: publisherReports.observations,
    status: publisherReports.status,
  })
    .where(eq(publisherReports.publisherId, row.id))
    .orderBy(monthlyActivities.year, monthlyActivities.month);
  const [account] = await db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.publisherId, row.id));
  const auditEntries = await db
    .select()
    .from(auditLogs)
    .where(
      namingPublisher(
        row.id,
        row.name,
        reports.map((r) => r.id),
        account?.id ?? null,
      ),
    )
    .orderBy(auditLogs.timestamp, auditLogs.id);
  return {
    generatedAt: new Date().toISOString(),
    publisher: { ...toPublisher(row), householdName: household?.name ?? null },
    reports: reports.map((r) => ({ ...r, month: r.month + 1 })),
    userAccount: account ?? null,
    auditEntries,
  };
}

export type PersonalData = Awaited<ReturnType<typeof collectPersonalData>>;

/**
 * The audit entries that name a publisher: about them (publisher resource), about their reports, with their id in the
 * details or an import's id lists, made by their user account, or with their name (quoted, as descriptions write it) in the description.
 */
export function namingPublisher(id: number, name: string, reportIds: number[], userId: number | null): SQL {
  const conditions: (SQL | undefined)[] = [
    and(eq(auditLogs.resource, 'publisher'), eq(auditLogs.resourceId, String(id))),
    sql`${auditLogs.details}->>'publisherId' = ${String(id)}`,
    // an import's entry, and the reports it created, list the publishers' ids
    ...['createdIds', 'updatedIds', 'publisherIds'].map(
      (key) => sql`${auditLogs.details}->${key} @> ${JSON.stringify([id])}::jsonb`,
    ),
    sql`position(${JSON.stringify(name)} in ${auditLogs.description}) > 0`,
    reportIds.length > 0
      ? and(eq(auditLogs.resource, 'publisher_report'), inArray(auditLogs.resourceId, reportIds.map(String)))
      : undefined,
    userId === null ? undefined : eq(auditLogs.userId, userId),
  ];
  return or(...conditions)!;
}

import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { selectReportsWithMonth } from '../../db/report-join';
import { auditLogs, households, monthlyActivities, publisherReports } from '../../db/schema';
import { findLinkedAccount } from '../publishers/linked-account';
import { type PublisherRow, toPublisher } from '../publishers/repository';
import { copyOfEntry, mayBeAboutPerson, type Person, shareOf } from './person-entries';

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
  const account = await findLinkedAccount(db, row.id);
  const person: Person = { publisherId: row.id, reportIds: reports.map((r) => r.id), userId: account?.id ?? null };
  const candidates = await db
    .select()
    .from(auditLogs)
    .where(mayBeAboutPerson(person))
    .orderBy(auditLogs.timestamp, auditLogs.id);
  // their entries, each cut to their part; those their account made about other people are not theirs to receive
  const auditEntries = candidates.filter((e) => shareOf(e, person) !== 'none').map((e) => copyOfEntry(e, person));
  return {
    generatedAt: new Date().toISOString(),
    publisher: { ...toPublisher(row), householdName: household?.name ?? null },
    reports: reports.map((r) => ({ ...r, month: r.month + 1 })),
    userAccount: account ?? null,
    auditEntries,
  };
}

export type PersonalData = Awaited<ReturnType<typeof collectPersonalData>>;

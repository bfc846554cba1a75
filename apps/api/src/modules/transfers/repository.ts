import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { monthlyActivities, publisherReports, publishers } from '../../db/schema';

export const findPublisher = async (db: DbOrTx, id: number) =>
  (await db.select().from(publishers).where(eq(publishers.id, id)).for('update'))[0];

/** The first Open month in which the publisher has a report, or undefined. */
export async function firstOpenMonthReport(db: DbOrTx, publisherId: number) {
  const [row] = await db
    .select({ month: monthlyActivities.month, year: monthlyActivities.year })
    .from(publisherReports)
    .innerJoin(monthlyActivities, eq(monthlyActivities.id, publisherReports.monthlyActivityId))
    .where(and(eq(publisherReports.publisherId, publisherId), eq(monthlyActivities.status, 'Open')))
    .orderBy(asc(monthlyActivities.year), asc(monthlyActivities.month))
    .limit(1);
  return row;
}

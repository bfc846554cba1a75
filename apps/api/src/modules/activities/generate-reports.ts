import { and, eq, notExists } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { publisherReports, publishers } from '../../db/schema';

export interface EligiblePublisher {
  id: number;
  regularPioneer: boolean;
}

export type NewPublisherReport = typeof publisherReports.$inferInsert;

/**
 * Publishers who get a report in an activity: enabled and not currently inactive (spec point 3), and who have
 * no report in it yet (an activity being created has none).
 */
export async function findEligiblePublishers(db: DbOrTx, monthlyActivityId: number): Promise<EligiblePublisher[]> {
  const alreadyReported = db
    .select({ id: publisherReports.id })
    .from(publisherReports)
    .where(
      and(eq(publisherReports.monthlyActivityId, monthlyActivityId), eq(publisherReports.publisherId, publishers.id)),
    );
  return db
    .select({ id: publishers.id, regularPioneer: publishers.regularPioneer })
    .from(publishers)
    .where(and(eq(publishers.isEnabled, true), eq(publishers.isCurrentlyInactive, false), notExists(alreadyReported)))
    .orderBy(publishers.id);
}

/**
 * The report rules of spec point 3: a regular pioneer gets regularPioneer true and hours 0; a chosen auxiliary
 * gets auxiliaryPioneer true and hours 0, unless a regular pioneer (never both from this screen); everyone else
 * hours null. All start with studies 0, participation unanswered, no observations and status Open.
 */
export function buildReports(
  monthlyActivityId: number,
  eligible: readonly EligiblePublisher[],
  auxiliaryIds: ReadonlySet<number>,
): NewPublisherReport[] {
  return eligible.map((p) => {
    const auxiliaryPioneer = !p.regularPioneer && auxiliaryIds.has(p.id);
    return {
      publisherId: p.id,
      monthlyActivityId,
      hours: p.regularPioneer || auxiliaryPioneer ? 0 : null,
      studies: 0,
      participatedInMinistry: null,
      observations: '',
      auxiliaryPioneer,
      regularPioneer: p.regularPioneer,
      status: 'Open',
    };
  });
}

/** Inserts the reports of an activity in ONE multi-row insert; returns how many were written. */
export async function insertReports(db: DbOrTx, rows: NewPublisherReport[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(publisherReports).values(rows).returning({ id: publisherReports.id });
  return inserted.length;
}

/** Generates the reports of an activity for every eligible publisher who has none yet; returns the count. */
export async function generateReports(
  db: DbOrTx,
  monthlyActivityId: number,
  auxiliaryIds: ReadonlySet<number>,
): Promise<number> {
  const eligible = await findEligiblePublishers(db, monthlyActivityId);
  return insertReports(db, buildReports(monthlyActivityId, eligible, auxiliaryIds));
}

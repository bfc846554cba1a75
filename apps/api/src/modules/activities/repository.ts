import { ACTIVITY_MESSAGES } from '@congregacao/shared/activity-messages';
import type { MonthlyActivity, MonthlyActivityDetail } from '@congregacao/shared/contracts/activities';
import type { ActivityStatus } from '@congregacao/shared/enums';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { monthlyActivities, publisherReports } from '../../db/schema';
import { notFound } from '../../lib/errors';

const activityColumns = {
  id: monthlyActivities.id,
  month: monthlyActivities.month,
  year: monthlyActivities.year,
  serviceYear: monthlyActivities.serviceYear,
  status: monthlyActivities.status,
};

type ActivityRow = { id: number; month: number; year: number; serviceYear: number; status: string };

export function toActivity(row: ActivityRow): MonthlyActivity {
  return { ...row, status: row.status as ActivityStatus };
}

/** Every monthly activity, newest first (year, then month). */
export async function listActivities(db: DbOrTx): Promise<MonthlyActivity[]> {
  const rows = await db
    .select(activityColumns)
    .from(monthlyActivities)
    .orderBy(desc(monthlyActivities.year), desc(monthlyActivities.month));
  return rows.map(toActivity);
}

/**
 * The latest activity (year, then month), or null; its row is locked against a concurrent status change (shared
 * lock) for the rest of the transaction.
 */
export async function findLatestActivityForShare(db: DbOrTx): Promise<MonthlyActivity | null> {
  const [row] = await db
    .select(activityColumns)
    .from(monthlyActivities)
    .orderBy(desc(monthlyActivities.year), desc(monthlyActivities.month))
    .limit(1)
    .for('share');
  return row ? toActivity(row) : null;
}

/**
 * A row lock held until the transaction ends: 'share' for a report write that relies on the activity being open
 * (it cannot be closed meanwhile), 'update' for a change of the activity itself.
 */
export type ActivityLock = 'share' | 'update';

/** One activity, or null. */
async function findActivity(db: DbOrTx, id: number, lock?: ActivityLock): Promise<MonthlyActivity | null> {
  const query = db.select(activityColumns).from(monthlyActivities).where(eq(monthlyActivities.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row ? toActivity(row) : null;
}

/** One activity, or 404. */
export async function getActivity(db: DbOrTx, id: number, lock?: ActivityLock): Promise<MonthlyActivity> {
  const activity = await findActivity(db, id, lock);
  if (!activity) throw notFound(ACTIVITY_MESSAGES.notFound);
  return activity;
}

/** The id of the activity of that month and year, other than `exceptId`, if there is one. */
export async function findActivityByMonth(
  db: DbOrTx,
  month: number,
  year: number,
  exceptId?: number,
): Promise<number | null> {
  const rows = await db
    .select({ id: monthlyActivities.id })
    .from(monthlyActivities)
    .where(and(eq(monthlyActivities.month, month), eq(monthlyActivities.year, year)));
  return rows.find((r) => r.id !== exceptId)?.id ?? null;
}

/** The activity with its report counts and current auxiliary pioneers (GET one, and every write's answer). */
export async function getActivityDetail(db: DbOrTx, id: number): Promise<MonthlyActivityDetail> {
  const activity = await getActivity(db, id);
  const [counts] = await db
    .select({
      reportsCount: sql<number>`count(*)::int`,
      openReportsCount: sql<number>`(count(*) filter (where ${publisherReports.status} = 'Open'))::int`,
      selfReportedCount: sql<number>`(count(*) filter (where ${publisherReports.selfReportedAt} is not null))::int`,
      auxiliaryPublisherIds: sql<
        number[]
      >`coalesce(array_agg(${publisherReports.publisherId} order by ${publisherReports.publisherId}) filter (where ${publisherReports.auxiliaryPioneer}), '{}')`,
    })
    .from(publisherReports)
    .where(eq(publisherReports.monthlyActivityId, id));
  return {
    ...activity,
    reportsCount: counts?.reportsCount ?? 0,
    openReportsCount: counts?.openReportsCount ?? 0,
    auxiliaryPublisherIds: counts?.auxiliaryPublisherIds ?? [],
    selfReportedCount: counts?.selfReportedCount ?? 0,
  };
}

import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import { monthlyActivities, publisherReports } from './schema';

/** `SELECT fields FROM publisher_reports JOIN monthly_activities`: each report with the month it belongs to. */
export const selectReportsWithMonth = <T extends SelectedFields>(db: DbOrTx, fields: T) =>
  db
    .select(fields)
    .from(publisherReports)
    .innerJoin(monthlyActivities, eq(monthlyActivities.id, publisherReports.monthlyActivityId));

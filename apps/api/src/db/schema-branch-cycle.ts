import { integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';
import { monthlyActivities, users } from './schema';

/**
 * A month's S-1 as sent to the branch (ADR 037): the figures exactly as they were answered at that moment, and who
 * sent it when. While the row exists the congregation report answers these figures, whatever changes afterwards.
 */
export const congregationReportSubmissions = pgTable('congregation_report_submissions', {
  monthlyActivityId: requiredRef('monthly_activity_id', () => monthlyActivities.id, 'restrict').primaryKey(),
  figures: jsonb('figures').notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
  /** the sender's name as it was (a user renamed or deleted later does not change who sent it) */
  submittedByName: varchar('submitted_by_name', { length: 100 }).notNull(),
});

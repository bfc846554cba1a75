import { jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';
import { users } from './schema';

/**
 * Import previews waiting for their commit (issue 24): kept in the database, not in memory, so any API instance can
 * commit what another previewed. `fingerprint` is the state of publishers, groups and households the plan was made
 * against; a commit against another state, or after an hour, is refused.
 */
export const importPreviews = pgTable('import_previews', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: requiredRef('user_id', () => users.id),
  kind: varchar('kind', { length: 20 }).notNull(),
  fingerprint: varchar('fingerprint', { length: 32 }).notNull(),
  plan: jsonb('plan').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

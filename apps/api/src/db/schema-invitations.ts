import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';
import { publishers, users } from './schema';

/**
 * Invitations for a publisher to report for themselves (issue 23, docs/decisions/021): the token is shown once and
 * only its SHA-256 hash is kept; single use (`usedAt`), revocable (`revokedAt`), valid until `expiresAt`.
 * At most one live invitation per publisher (a new one revokes the old one in the same transaction).
 */
export const publisherInvitations = pgTable(
  'publisher_invitations',
  {
    id: serial('id').primaryKey(),
    publisherId: requiredRef('publisher_id', () => publishers.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('publisher_invitations_publisher_idx').on(t.publisherId),
    uniqueIndex('publisher_invitations_one_live')
      .on(t.publisherId)
      .where(sql`${t.usedAt} is null and ${t.revokedAt} is null`),
  ],
);

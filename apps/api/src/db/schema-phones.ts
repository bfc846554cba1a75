import { index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';
import { monthlyActivities, publishers, users } from './schema';

/**
 * Publishers on their phones (issue 36, docs/decisions/041). A one-time password reset link: only the token's SHA-256
 * is kept; usable once (`usedAt`) until `expiresAt`; a newer link of the same user makes the older one unusable.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** the Secretary or Admin who made the link; null when the person asked for it by email */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** A device where the person allowed notifications (the browser's PushSubscription). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: varchar('p256dh', { length: 200 }).notNull(),
    auth: varchar('auth', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** Who was reminded of which month: at most once per publisher per month, whoever asked. */
export const reportReminders = pgTable(
  'report_reminders',
  {
    monthlyActivityId: requiredRef('monthly_activity_id', () => monthlyActivities.id),
    publisherId: requiredRef('publisher_id', () => publishers.id),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.monthlyActivityId, t.publisherId], name: 'report_reminders_activity_id_publisher_id_pk' }),
  ],
);

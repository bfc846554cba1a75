import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';
import { publishers, users } from './schema';

/** The months the elders named in which an auxiliary pioneer's requirement is 15 hours (ADR 040). */
export const specialMonths = pgTable(
  'special_months',
  {
    serviceYear: integer('service_year').notNull(),
    month: smallint('month').notNull(),
    year: integer('year').notNull(),
  },
  (t) => [
    primaryKey({ name: 'special_months_pk', columns: [t.year, t.month] }),
    index('special_months_service_year_idx').on(t.serviceYear),
    check('special_months_month_range', sql`${t.month} between 0 and 11`),
  ],
);

/** An application to serve as auxiliary pioneer; `months`: [{month, year}] (the first month, when continuous). */
export const auxiliaryApplications = pgTable(
  'auxiliary_applications',
  {
    id: serial('id').primaryKey(),
    publisherId: requiredRef('publisher_id', () => publishers.id),
    months: jsonb('months').$type<{ month: number; year: number }[]>().notNull(),
    continuous: boolean('continuous').notNull().default(false),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('auxiliary_applications_publisher_idx').on(t.publisherId),
    index('auxiliary_applications_status_idx').on(t.status),
    check('auxiliary_applications_status_valid', sql.raw(`status in ('pending', 'approved', 'rejected')`)),
  ],
);

/** Each committee member's vote on an application. */
export const auxiliaryApplicationDecisions = pgTable(
  'auxiliary_application_decisions',
  {
    applicationId: requiredRef('application_id', () => auxiliaryApplications.id),
    userId: requiredRef('user_id', () => users.id),
    approve: boolean('approve').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'auxiliary_application_decisions_pk', columns: [t.applicationId, t.userId] })],
);

/**
 * A dated auxiliary-pioneer appointment from an approved application: the months from `startMonth` to `endMonth`
 * (first days of months; null: continuous, until ended). Reports of those months are generated auxiliary.
 */
export const auxiliaryAppointments = pgTable(
  'auxiliary_appointments',
  {
    id: serial('id').primaryKey(),
    publisherId: requiredRef('publisher_id', () => publishers.id),
    applicationId: integer('application_id').references(() => auxiliaryApplications.id, { onDelete: 'set null' }),
    startMonth: date('start_month', { mode: 'string' }).notNull(),
    endMonth: date('end_month', { mode: 'string' }),
    continuous: boolean('continuous').notNull().default(false),
  },
  (t) => [
    index('auxiliary_appointments_publisher_idx').on(t.publisherId),
    check('auxiliary_appointments_ordered', sql`${t.endMonth} is null or ${t.endMonth} >= ${t.startMonth}`),
  ],
);

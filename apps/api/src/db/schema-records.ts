import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';
import { publishers } from './schema';

/**
 * A publisher's appointments with their dates (issue 21, ADR 019): a month's status is the status in that month.
 * start_date null: since always (the spec's `regularPioneer: true` without dates); end_date null: still running.
 */
export const publisherAppointments = pgTable(
  'publisher_appointments',
  {
    id: serial('id').primaryKey(),
    publisherId: requiredRef('publisher_id', () => publishers.id),
    kind: varchar('kind', { length: 20 }).notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
  },
  (t) => [
    index('publisher_appointments_publisher_idx').on(t.publisherId),
    check(
      'publisher_appointments_kind_valid',
      sql.raw(`kind in ('Elder', 'MinServant', 'RegularPioneer', 'SpecialPioneer', 'FieldMissionary')`),
    ),
    check(
      'publisher_appointments_dates_ordered',
      sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
  ],
);

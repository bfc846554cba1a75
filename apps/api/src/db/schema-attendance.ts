import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';
import { monthlyActivities, serviceGroups } from './schema';

/** One meeting's attendance (S-88): one row per date and kind; a second PUT replaces it (docs/decisions/020). */
export const meetingAttendance = pgTable(
  'meeting_attendance',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    inPerson: integer('in_person').notNull(),
    online: integer('online').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meeting_attendance_date_kind_unique').on(t.date, t.kind),
    check('meeting_attendance_kind_valid', sql`${t.kind} in ('midweek', 'weekend')`),
    check('meeting_attendance_in_person_range', sql`${t.inPerson} between 0 and 9999`),
    check('meeting_attendance_online_range', sql`${t.online} between 0 and 9999`),
  ],
);

/** 'Lembrar superintendente': at most one reminder per group and day (the unique key enforces it under races). */
export const missingReportReminders = pgTable(
  'missing_report_reminders',
  {
    id: serial('id').primaryKey(),
    groupId: requiredRef('group_id', () => serviceGroups.id),
    monthlyActivityId: requiredRef('monthly_activity_id', () => monthlyActivities.id),
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('missing_report_reminders_group_day_unique').on(t.groupId, t.sentOn)],
);

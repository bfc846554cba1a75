import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

export const serviceGroups = pgTable(
  'service_groups',
  {
    id: serial('id').primaryKey(),
    groupNumber: integer('group_number').notNull().unique(),
  },
  (t) => [check('service_groups_number_positive', sql`${t.groupNumber} > 0`)],
);

export const households = pgTable(
  'households',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
  },
  (t) => [check('households_name_not_blank', sql`btrim(${t.name}) <> ''`)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 50 }).notNull().unique(),
    displayName: varchar('display_name', { length: 100 }),
    passwordHash: text('password_hash'),
    role: varchar('role', { length: 20 }).notNull(),
    groupId: integer('group_id').references(() => serviceGroups.id, { onDelete: 'restrict' }),
    email: varchar('email', { length: 254 }),
    preferredTheme: varchar('preferred_theme', { length: 20 }).notNull().default('blue'),
    /** the language chosen in Preferências (ADR 043); null: the browser's */
    language: varchar('language', { length: 10 }),
    googleSubject: varchar('google_subject', { length: 255 }).unique(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** A member of the service committee, who decides auxiliary-pioneer applications (ADR 040; at most three). */
    serviceCommittee: boolean('service_committee').notNull().default(false),
    publisherId: integer('publisher_id')
      .references(() => publishers.id, { onDelete: 'set null' })
      .unique(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    check('users_role_valid', inList('role', ['Admin', 'Secretary', 'Elder', 'Publisher'])),
    check('users_theme_valid', inList('preferred_theme', ['blue', 'green', 'purple', 'neutral', 'teal'])),
    check('users_language_valid', inList('language', ['pt-PT', 'pt-BR', 'en', 'es'])),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: requiredRef('user_id', () => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const emailConfirmationCodes = pgTable(
  'email_confirmation_codes',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id),
    newEmail: varchar('new_email', { length: 254 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('email_codes_user_idx').on(t.userId),
    check('email_codes_attempts_non_negative', sql`${t.attempts} >= 0`),
  ],
);

export const publishers = pgTable(
  'publishers',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    displayName: varchar('display_name', { length: 200 }),
    groupId: integer('group_id').references(() => serviceGroups.id, { onDelete: 'restrict' }),
    groupNumber: integer('group_number'),
    role: varchar('role', { length: 20 }).notNull().default('Publisher'),
    birthDate: date('birth_date', { mode: 'string' }),
    baptismDate: date('baptism_date', { mode: 'string' }),
    address: varchar('address', { length: 200 }),
    postalCode: varchar('postal_code', { length: 20 }),
    city: varchar('city', { length: 100 }),
    mobile: varchar('mobile', { length: 40 }),
    homePhone: varchar('home_phone', { length: 40 }),
    email: varchar('email', { length: 254 }),
    arrivalCongregation: date('arrival_congregation', { mode: 'string' }),
    movingGroupDate: date('moving_group_date', { mode: 'string' }),
    deathDate: date('death_date', { mode: 'string' }),
    reactivationDate: date('reactivation_date', { mode: 'string' }),
    rgpdDate: date('rgpd_date', { mode: 'string' }),
    householdId: integer('household_id').references(() => households.id, { onDelete: 'restrict' }),
    gender: varchar('gender', { length: 10 }),
    hope: varchar('hope', { length: 12 }),
    isCurrentlyInactive: boolean('is_currently_inactive').notNull().default(false),
    exitCongregationDate: date('exit_congregation_date', { mode: 'string' }),
    /** Why they left, when the app knows (a transfer out names the receiving congregation; ADR 042). */
    exitReason: varchar('exit_reason', { length: 300 }),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** Moves with every update: a PUT that names an older version is refused (409), nothing is overwritten. */
    version: integer('version').notNull().default(1),
    /** Set when the person's identifying data was erased (GDPR Art. 17): the row keeps only the monthly figures. */
    erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }),
    /**
     * An erased publisher's standing without their dates (ADR 035): the first day of the first month the record no
     * longer counts in (their exit or death month, or the month after the last Closed one); null: no month counts them.
     */
    leftMonth: date('left_month', { mode: 'string' }),
    /**
     * Who may send this publisher's report for them, usually of the same household (issue 36, ADR 041). The migration
     * makes the key DEFERRABLE INITIALLY DEFERRED: a restore inserts publishers by id, and a delegate may come later.
     */
    reportingDelegateId: integer('reporting_delegate_id').references((): AnyPgColumn => publishers.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [
    index('publishers_group_idx').on(t.groupId),
    index('publishers_household_idx').on(t.householdId),
    check('publishers_role_valid', inList('role', ['Elder', 'Publisher', 'NonBaptized', 'MinServant'])),
    check('publishers_gender_valid', inList('gender', ['Male', 'Female'])),
    check('publishers_hope_valid', inList('hope', ['OtherSheep', 'Anointed'])),
    check('publishers_delegate_not_self', sql`${t.reportingDelegateId} is null or ${t.reportingDelegateId} <> ${t.id}`),
    index('publishers_reporting_delegate_idx')
      .on(t.reportingDelegateId)
      .where(sql`${t.reportingDelegateId} is not null`),
  ],
);

export const monthlyActivities = pgTable(
  'monthly_activities',
  {
    id: serial('id').primaryKey(),
    month: smallint('month').notNull(),
    year: integer('year').notNull(),
    serviceYear: integer('service_year').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('Open'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('monthly_activities_month_year_unique').on(t.month, t.year),
    index('monthly_activities_service_year_idx').on(t.serviceYear),
    check('monthly_activities_month_range', sql`${t.month} between 0 and 11`),
    check('monthly_activities_year_range', sql`${t.year} between 2000 and 2100`),
    check('monthly_activities_status_valid', inList('status', ['Open', 'Closed'])),
  ],
);

export const publisherReports = pgTable(
  'publisher_reports',
  {
    id: serial('id').primaryKey(),
    publisherId: requiredRef('publisher_id', () => publishers.id, 'restrict'),
    monthlyActivityId: requiredRef('monthly_activity_id', () => monthlyActivities.id),
    hours: integer('hours'),
    /** null: not given (an emptied counter), as for hours; sums leave it out */
    studies: integer('studies').default(0),
    participatedInMinistry: boolean('participated_in_ministry'),
    observations: text('observations').notNull().default(''),
    auxiliaryPioneer: boolean('auxiliary_pioneer').notNull().default(false),
    regularPioneer: boolean('regular_pioneer').notNull().default(false),
    specialPioneer: boolean('special_pioneer').notNull().default(false),
    fieldMissionary: boolean('field_missionary').notNull().default(false),
    /** Credit hours (ADR 040): regular and special pioneers only; counted in their progress, never in the S-1. */
    creditHours: integer('credit_hours'),
    /** The group the publisher was in that month (history stays history when they move; ADR 019). */
    groupId: integer('group_id').references(() => serviceGroups.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 10 }).notNull().default('Open'),
    version: integer('version').notNull().default(1),
    /** Self-reporting (issue 23): when the publisher last sent this report themselves, and as which user. */
    selfReportedAt: timestamp('self_reported_at', { withTimezone: true, mode: 'date' }),
    selfReportedBy: integer('self_reported_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * A late report (ADR 037): answered after its month's S-1 was sent to the branch. It keeps its own month and is
     * counted in the S-1 of `counted_in_activity_id` (null while no later month whose S-1 is unsent exists yet).
     */
    lateAt: timestamp('late_at', { withTimezone: true, mode: 'date' }),
    countedInActivityId: integer('counted_in_activity_id').references(() => monthlyActivities.id, {
      onDelete: 'restrict',
    }),
    /**
     * When it was first sent to the secretary, and when its answers last changed after that (ADR 045). The database
     * keeps both (trigger publisher_reports_sending_marks, drizzle/0023), whichever path writes the report.
     */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    changedAfterSendingAt: timestamp('changed_after_sending_at', { withTimezone: true, mode: 'date' }),
    /**
     * A month before the publisher arrived, brought by a transfer in (ADR 042): on their S-21, history and own rules
     * (irregular, inactive, pioneer progress), never in this congregation's S-1, S-10 or missing lists.
     */
    isHistory: boolean('is_history').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('publisher_reports_activity_publisher_unique').on(t.monthlyActivityId, t.publisherId),
    index('publisher_reports_counted_in_idx')
      .on(t.countedInActivityId)
      .where(sql`${t.countedInActivityId} is not null`),
    index('publisher_reports_late_idx').on(t.monthlyActivityId).where(sql`${t.lateAt} is not null`),
    check('publisher_reports_counted_only_late', sql`${t.countedInActivityId} is null or ${t.lateAt} is not null`),
    index('publisher_reports_publisher_idx').on(t.publisherId),
    index('publisher_reports_group_idx').on(t.groupId),
    index('publisher_reports_history_idx').on(t.publisherId).where(sql`${t.isHistory}`),
    check('publisher_reports_hours_non_negative', sql`${t.hours} is null or ${t.hours} >= 0`),
    // a null studies passes (a check is refused only when false)
    check('publisher_reports_studies_non_negative', sql`${t.studies} >= 0`),
    check('publisher_reports_credit_hours_non_negative', sql`${t.creditHours} is null or ${t.creditHours} >= 0`),
    check('publisher_reports_status_valid', inList('status', ['Open', 'Sent'])),
  ],
);

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventType: varchar('event_type', { length: 40 }).notNull(),
    description: text('description').notNull(),
    userId: integer('user_id'),
    userUsername: varchar('user_username', { length: 50 }),
    userDisplayName: varchar('user_display_name', { length: 100 }),
    userRole: varchar('user_role', { length: 20 }),
    severity: varchar('severity', { length: 10 }).notNull(),
    ipAddress: varchar('ip_address', { length: 64 }),
    resource: varchar('resource', { length: 60 }),
    resourceId: varchar('resource_id', { length: 60 }),
    details: jsonb('details'),
    oldValues: jsonb('old_values'),
    newValues: jsonb('new_values'),
    /** Whom the entry is about: 'publisher:1', 'report:2', 'user:3' (lib/audit.ts, ADR 035). */
    subjects: text('subjects').array().notNull().default(sql`'{}'::text[]`),
    timestamp: timestamp('timestamp', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // Ascending (timestamp, id): scanned backwards they give the viewer's order, ORDER BY timestamp DESC, id DESC
    // (DESC means NULLS FIRST, which a "DESC NULLS LAST" index cannot serve). See docs/decisions/008-audit-log.md.
    index('audit_logs_timestamp_idx').on(t.timestamp, t.id),
    index('audit_logs_event_type_idx').on(t.eventType, t.timestamp, t.id),
    index('audit_logs_severity_idx').on(t.severity, t.timestamp, t.id),
    index('audit_logs_user_role_idx').on(t.userRole, t.timestamp, t.id),
    index('audit_logs_resource_idx').on(t.resource, t.timestamp, t.id),
    // Substring search in descriptions (ILIKE '%…%'); needs pg_trgm, created by migration 0002 when available.
    index('audit_logs_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    index('audit_logs_subjects_idx').using('gin', t.subjects),
    check('audit_logs_severity_valid', inList('severity', ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'])),
  ],
);
export * from './schema-attendance';
export * from './schema-branch-cycle';
export * from './schema-imports';
export * from './schema-invitations';
export * from './schema-mfa';
export * from './schema-passkeys';
export * from './schema-phones';
export * from './schema-pioneer-year';
export * from './schema-records';

import { z } from 'zod';
import { APPOINTMENT_KINDS, appointmentsProblem, GENDERS, HOPES } from '../appointments';
import { PUBLISHER_ROLES, USER_ROLES } from '../enums';
import { t } from '../i18n/translate';
import {
  CITY_MAX,
  DATE_YEAR_MIN,
  EMAIL_MAX,
  NAME_MAX,
  PHONE_MAX,
  POSTAL_CODE_MAX,
  SHORT_TEXT_MAX,
  YEAR_MAX,
} from '../limits';
import { PUBLISHER_MESSAGES } from '../publisher-messages';
import { isoDateSchema, optionalText, said } from './common';

export { PUBLISHER_MESSAGES } from '../publisher-messages';

/** The fields every staff role may see (Elders get only these from the list calls). */
export const publisherListItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  displayName: z.string().nullable(),
  role: z.enum(PUBLISHER_ROLES),
  groupId: z.int().nullable(),
  groupNumber: z.int().nullable(),
  /** A regular pioneer today (derived from the appointments). */
  regularPioneer: z.boolean(),
  /** The appointments running today, in the card's order (list badges and filters). */
  currentAppointments: z.array(z.enum(APPOINTMENT_KINDS)),
  isEnabled: z.boolean(),
  isCurrentlyInactive: z.boolean(),
  /** Moves with every update; send it back with PUT to refuse overwriting someone else's change. */
  version: z.int(),
});
export type PublisherListItem = z.infer<typeof publisherListItemSchema>;

/** An appointment with its dates (yyyy-mm-dd; start null: since always; end null: still running). */
export const appointmentSchema = z.object({
  kind: z.enum(APPOINTMENT_KINDS),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});

/** A publisher as Admin and Secretary see it (spec point 3). Dates are yyyy-mm-dd or null. */
export const publisherSchema = publisherListItemSchema.extend({
  gender: z.enum(GENDERS).nullable(),
  hope: z.enum(HOPES).nullable(),
  appointments: z.array(appointmentSchema),
  birthDate: z.string().nullable(),
  baptismDate: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  mobile: z.string().nullable(),
  homePhone: z.string().nullable(),
  email: z.string().nullable(),
  arrivalCongregation: z.string().nullable(),
  movingGroupDate: z.string().nullable(),
  deathDate: z.string().nullable(),
  reactivationDate: z.string().nullable(),
  rgpdDate: z.string().nullable(),
  householdId: z.int().nullable(),
  exitCongregationDate: z.string().nullable(),
});
export type Publisher = z.infer<typeof publisherSchema>;

/**
 * A staff account (a role above Publisher) that archiving or erasing its publisher unlinked: it stays, and signs in
 * as before, without the publisher link (ADR 035).
 */
export const unlinkedAccountSchema = z.object({ publisherId: z.int(), username: z.string(), role: z.enum(USER_ROLES) });
export type UnlinkedAccount = z.infer<typeof unlinkedAccountSchema>;

/** `PUT /publishers/{id}`: the publisher saved, and the staff account its archiving unlinked, when there was one. */
export const savedPublisherSchema = publisherSchema.extend({
  unlinkedAccount: unlinkedAccountSchema.omit({ publisherId: true }).optional(),
});
export type SavedPublisher = z.infer<typeof savedPublisherSchema>;

/** `GET /publishers/` and `/publishers/disabled`: full publishers for Admin/Secretary, list items for Elders. */
export const publisherListSchema = z.array(z.union([publisherSchema, publisherListItemSchema]));
/** What a list entry may carry: the list fields always, the rest only for Admin and Secretary. */
export type PublisherListEntry = PublisherListItem & Partial<Publisher>;

export const PUBLISHER_DATE_FIELDS = [
  'birthDate',
  'baptismDate',
  'arrivalCongregation',
  'movingGroupDate',
  'deathDate',
  'reactivationDate',
  'rgpdDate',
  'exitCongregationDate',
] as const;
export type PublisherDateField = (typeof PUBLISHER_DATE_FIELDS)[number];

/** A yyyy-mm-dd date (real calendar day, years 1900-2100), or empty/null meaning none. */
const optionalDate = z
  .union([
    isoDateSchema.refine(
      (v) => {
        const year = Number(v.slice(0, 4));
        return year >= DATE_YEAR_MIN && year <= YEAR_MAX;
      },
      said(() => PUBLISHER_MESSAGES.invalidDate),
    ),
    z.literal(''),
    z.null(),
  ])
  .optional()
  .transform((v) => v || null);

const optionalEmail = optionalText(EMAIL_MAX).refine(
  (v) => v === null || z.email().safeParse(v).success,
  said(() => PUBLISHER_MESSAGES.invalidEmail),
);

const optionalId = z
  .number()
  .int()
  .positive()
  .max(2_147_483_647)
  .nullish()
  .transform((v) => v ?? null);

const appointmentBodySchema = z.object({
  kind: z.enum(APPOINTMENT_KINDS),
  startDate: optionalDate,
  endDate: optionalDate,
});

/**
 * `POST /publishers/` and `PUT /publishers/{id}` body: the whole publisher (PUT replaces every field).
 * `groupNumber` may be sent but the server derives it from `groupId`; `id` and unknown keys are ignored.
 */
export const publisherBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(
      1,
      said(() => PUBLISHER_MESSAGES.nameRequired),
    )
    .max(NAME_MAX),
  displayName: optionalText(NAME_MAX),
  groupId: z
    .number(said(() => PUBLISHER_MESSAGES.groupRequired))
    .int()
    .positive()
    .max(2_147_483_647),
  groupNumber: z.int().nullish(),
  role: z.enum(PUBLISHER_ROLES).default('Publisher'),
  birthDate: optionalDate,
  baptismDate: optionalDate,
  address: optionalText(SHORT_TEXT_MAX),
  postalCode: optionalText(POSTAL_CODE_MAX),
  city: optionalText(CITY_MAX),
  mobile: optionalText(PHONE_MAX),
  homePhone: optionalText(PHONE_MAX),
  email: optionalEmail,
  arrivalCongregation: optionalDate,
  movingGroupDate: optionalDate,
  deathDate: optionalDate,
  reactivationDate: optionalDate,
  rgpdDate: optionalDate,
  householdId: optionalId,
  gender: z
    .enum(GENDERS)
    .nullish()
    .transform((v) => v ?? null),
  hope: z
    .enum(HOPES)
    .nullish()
    .transform((v) => v ?? null),
  /**
   * The whole list of appointments (replaces the stored one). Absent: the spec's payload, where `regularPioneer`
   * and `role` (Elder / MinServant) start an appointment without dates or end the running one (ADR 019).
   */
  appointments: z
    .array(appointmentBodySchema)
    .max(50)
    .refine((list) => appointmentsProblem(list) === null, {
      error: (issue) => appointmentsProblem(issue.input as Parameters<typeof appointmentsProblem>[0]) ?? '',
    })
    .optional(),
  regularPioneer: z.boolean().optional(),
  isCurrentlyInactive: z.boolean().default(false),
  exitCongregationDate: optionalDate,
  isEnabled: z.boolean().default(true),
  /**
   * The version read, required by PUT (issue 21): missing, or the publisher changed since, 409 STALE_VERSION and
   * nothing is saved. POST ignores it.
   */
  version: z.int().positive().max(2_147_483_647).optional(),
});
export type PublisherBodyInput = z.input<typeof publisherBodySchema>;
export type PublisherBody = z.output<typeof publisherBodySchema>;

/** The preferred name suggested from a full name: first and last word when there are two or more. */
export function suggestDisplayName(name: string): string | null {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return null;
  return `${words[0]} ${words[words.length - 1]}`;
}

/**
 * GET /publishers?search=&withoutRgpdDate=true: the screen's search and 'Sem data RGPD' filter on the server
 * (shared/publisher-search.ts); the filter is for those who see the date (Admin, Secretary).
 */
export const publisherSearchQuerySchema = z.object({
  search: z.string().max(100).optional(),
  withoutRgpdDate: z
    .enum(
      ['true', 'false'],
      said(() => t('validation.trueOrFalse')),
    )
    .optional()
    .transform((v) => v === 'true'),
});
export type PublisherSearchQuery = z.output<typeof publisherSearchQuerySchema>;

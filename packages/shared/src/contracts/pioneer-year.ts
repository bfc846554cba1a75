import { z } from 'zod';
import { PIONEER_KINDS } from '../pioneer-year';
import { each, idSchema } from './common';
import { monthIndexSchema, yearSchema } from './history';

/** Contracts of the pioneer's year (issue 35, ADR 040). */

export const publisherProgressParamsSchema = z.object({ id: idSchema, serviceYear: yearSchema });

const progressMonthSchema = z.object({
  ...each(['month', 'year'], z.int()),
  kind: z.enum(PIONEER_KINDS),
  ...each(['requirement', 'hours', 'creditHours'], z.int()),
});

/** GET /publishers/{id}/pioneer-progress/{serviceYear} and GET /me/pioneer-progress/{serviceYear}. */
export const pioneerProgressSchema = z.object({
  ...each(['goal', 'hours', 'creditHours', 'hoursLeft', 'balance', 'monthlyGoal'], z.int()),
  months: z.array(progressMonthSchema),
});
export type PioneerProgressResponse = z.infer<typeof pioneerProgressSchema>;

/** GET /pioneer-progress/{serviceYear}/below-pace: the regular pioneers in scope whose balance is negative. */
export const belowPaceSchema = z.array(
  pioneerProgressSchema.omit({ months: true }).extend({
    publisherId: z.int(),
    name: z.string(),
    displayName: z.string().nullable(),
    groupNumber: z.int().nullable(),
  }),
);
export type BelowPace = z.infer<typeof belowPaceSchema>;

/** A calendar month (0-11) and year, as the special months and the applications name them. */
export const monthOfYearSchema = z.object({ month: monthIndexSchema, year: yearSchema });
export type MonthOfYear = z.infer<typeof monthOfYearSchema>;

/** GET/PUT /service-years/{serviceYear}/special-months: the months in which an auxiliary pioneer's requirement is 15. */
export const specialMonthsSchema = z.object({ months: z.array(monthOfYearSchema).max(12) });
export type SpecialMonths = z.infer<typeof specialMonthsSchema>;

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * POST /me/auxiliary-pioneer-applications and POST /publishers/{id}/auxiliary-pioneer-applications: one or more
 * months, or `continuous` (from the first month named, or this month, until ended).
 */
export const applicationBodySchema = z.object({
  months: z.array(monthOfYearSchema).max(12).default([]),
  continuous: z.boolean().default(false),
});
export type ApplicationBody = z.output<typeof applicationBodySchema>;

export const applicationSchema = z.object({
  id: z.int(),
  publisherId: z.int(),
  name: z.string(),
  displayName: z.string().nullable(),
  months: z.array(monthOfYearSchema),
  continuous: z.boolean(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  /** the committee members' decisions so far */
  decisions: z.array(z.object({ userId: z.int(), name: z.string(), approve: z.boolean() })),
});
export type Application = z.infer<typeof applicationSchema>;
export const applicationsSchema = z.array(applicationSchema);

export const applicationsQuerySchema = z.object({ status: z.enum(APPLICATION_STATUSES).optional() });
export const decisionBodySchema = z.object({ approve: z.boolean() });

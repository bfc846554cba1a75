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

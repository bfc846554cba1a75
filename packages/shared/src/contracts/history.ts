import { z } from 'zod';
import { GROUP_NUMBER_MAX, YEAR_MAX, YEAR_MIN } from '../limits';
import { PIONEER_CATEGORIES } from '../report-rules';
import { countedInSchema } from './branch-cycle';
import { each, idSchema } from './common';
import { publisherListItemSchema } from './publishers';
import { publisherReportSchema } from './reports';

export { HISTORY_MESSAGES } from '../history-messages';
export { s21FileNames } from '../s21-file-names';

/** A service year (or calendar year) taken from a path or a body ("2050" -> 2050). */
export const yearSchema = z.coerce.number().int().min(YEAR_MIN).max(YEAR_MAX);
/** A month index 0-11 (January = 0), as stored on monthly activities. */
export const monthIndexSchema = z.coerce.number().int().min(0).max(11);

export const serviceYearParamsSchema = z.object({ serviceYear: yearSchema });
export const publisherHistoryParamsSchema = z.object({ serviceYear: yearSchema, publisherId: idSchema });
export const pioneerMonthParamsSchema = z.object({ month: monthIndexSchema, year: yearSchema });

/**
 * One month of a publisher's history (GET /publisherreports/{serviceYear}/{publisherId}): the stored report with its
 * month; `late`: answered after that month's S-1 was sent, counted in `countedIn`'s (ADR 037).
 */
export const historyReportSchema = publisherReportSchema.omit({ publisherId: true, version: true }).extend({
  month: z.int(),
  year: z.int(),
  serviceYear: z.int(),
  late: z.boolean(),
  countedIn: countedInSchema.nullable(),
});
export type HistoryReport = z.infer<typeof historyReportSchema>;

/** Who a history is of: list fields only (what every staff role may see). */
export const historyPublisherSchema = publisherListItemSchema.pick({
  id: true,
  name: true,
  displayName: true,
  role: true,
  groupNumber: true,
  regularPioneer: true,
});

/** Reports September..August; an empty list when the publisher has none that year. */
export const publisherHistorySchema = z.object({
  serviceYear: z.int(),
  publisher: historyPublisherSchema,
  reports: z.array(historyReportSchema),
});
export type PublisherHistory = z.infer<typeof publisherHistorySchema>;

/** Monthly pioneer summary (architecture.md "Pioneer calls"). */
export const pioneerMonthSummarySchema = z.object({
  ...each(['month', 'year', 'totalHours', 'totalStudies', 'totalPioneers'], z.int()),
  /** totalPioneers by category (issue 21): each pioneer report counts under one (report-rules pioneerCategoryOf) */
  pioneersByCategory: z.object(each(PIONEER_CATEGORIES, z.int())),
});
export type PioneerMonthSummary = z.infer<typeof pioneerMonthSummarySchema>;
export const pioneerMonthSummariesSchema = z.array(pioneerMonthSummarySchema);

/** One pioneer's report for a month. */
export const pioneerReportSchema = z.object({
  name: z.string(),
  hours: z.int(),
  /** null: not given */
  studies: z.int().nullable(),
  observations: z.string().optional(),
  serviceYear: z.int(),
  publisherId: z.int(),
  auxiliaryPioneer: z.boolean(),
  regularPioneer: z.boolean(),
  specialPioneer: z.boolean(),
  fieldMissionary: z.boolean(),
});
export type PioneerReport = z.infer<typeof pioneerReportSchema>;
export const pioneerReportsSchema = z.array(pioneerReportSchema);

const categoryTotalsSchema = z.object(each(['totalHours', 'totalStudies', 'totalPioneers', 'totalReports'], z.int()));

/** A service year's pioneer totals: sums over the pioneer reports, pioneers counted once each. */
export const pioneerTotalsSchema = z.object({
  serviceYear: z.int(),
  totalHours: z.int(),
  totalStudies: z.int(),
  /** distinct publishers with at least one pioneer report in the year */
  totalPioneers: z.int(),
  /** pioneer reports (pioneer-months) counted */
  totalReports: z.int(),
  /** totalHours / totalReports, one decimal, 0 without reports */
  averageHours: z.number(),
  averageStudies: z.number(),
  /** The same figures for each category of pioneer (issue 21): they add up to the totals above, pioneers apart. */
  byCategory: z.object(each(PIONEER_CATEGORIES, categoryTotalsSchema)),
});
export type PioneerTotals = z.infer<typeof pioneerTotalsSchema>;

export const serviceYearsSchema = z.object({ serviceYears: z.array(z.int()) });
/** ?publisherId=: only the service years in which that publisher has reports (their history and S-21 pickers). */
export const serviceYearsQuerySchema = z.object({ publisherId: z.coerce.number().int().positive().optional() });
export type ServiceYears = z.infer<typeof serviceYearsSchema>;

/** Average with one decimal (spec: 'Média de horas' = total / pioneers, 0 when there are none). */
export function averageOf(total: number, count: number): number {
  return count > 0 ? Math.round((total / count) * 10) / 10 : 0;
}

// S-21 downloads (POST /files/…)
export const s21CardBodySchema = z.object({ publisherId: idSchema, serviceYear: yearSchema });
export const s21AllBodySchema = z.object({ serviceYear: yearSchema });
export const s21GroupBodySchema = z.object({
  serviceYear: yearSchema,
  groupNumber: z.coerce.number().int().positive().max(GROUP_NUMBER_MAX),
});
export type S21CardBody = z.infer<typeof s21CardBodySchema>;
export type S21AllBody = z.infer<typeof s21AllBodySchema>;
export type S21GroupBody = z.infer<typeof s21GroupBodySchema>;

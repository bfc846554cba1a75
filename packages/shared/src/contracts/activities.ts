import { z } from 'zod';
import { ACTIVITY_STATUSES } from '../enums';
import { YEAR_MAX, YEAR_MIN } from '../limits';
import { monthName } from '../service-year';

export { ACTIVITY_MESSAGES } from '../activity-messages';

/** Most publishers a congregation sends in one activity save (generous; guards the request size). */
export const ACTIVITY_PUBLISHER_REPORTS_MAX = 5000;

export const activityStatusSchema = z.enum(ACTIVITY_STATUSES);

/** A monthly activity as the API returns it; `serviceYear` is always computed by the server. */
export const monthlyActivitySchema = z.object({
  id: z.int(),
  month: z.int(),
  year: z.int(),
  serviceYear: z.int(),
  status: activityStatusSchema,
});
export type MonthlyActivity = z.infer<typeof monthlyActivitySchema>;

export const monthlyActivityListSchema = z.array(monthlyActivitySchema);

/** GET /monthlyactivityreports/{id}: the activity, its report counts and its current auxiliary pioneers. */
export const monthlyActivityDetailSchema = monthlyActivitySchema.extend({
  reportsCount: z.int(),
  /** reports still Open (not sent to the secretary): shown by the close confirmation */
  openReportsCount: z.int(),
  /** publishers whose report in this activity is marked auxiliary pioneer */
  auxiliaryPublisherIds: z.array(z.int()),
  /** reports the publishers sent themselves (self-reporting, issue 23): the dashboard's open-activity card */
  selfReportedCount: z.int(),
});
export type MonthlyActivityDetail = z.infer<typeof monthlyActivityDetailSchema>;

/** The activity-level `report` of a save payload: month 0-11, year, status. */
export const activityReportInputSchema = z.object({
  month: z.int().min(0).max(11),
  year: z.int().min(YEAR_MIN).max(YEAR_MAX),
  status: activityStatusSchema.default('Open'),
});
export type ActivityReportInput = z.infer<typeof activityReportInputSchema>;

/**
 * One entry of `publisherReports`. The server takes only the auxiliary choice from it (the publisher ids
 * marked `auxiliaryPioneer`); every other field a client sends is ignored.
 */
export const activityPublisherChoiceSchema = z.object({
  publisherId: z.int().positive().max(2_147_483_647),
  auxiliaryPioneer: z.boolean().optional().default(false),
});

/**
 * POST and PUT /monthlyactivityreports/ body: the spec's {report, publisherReports}. On PUT, leaving out
 * `publisherReports` keeps the current auxiliary choice; sending it (even empty) replaces it.
 */
export const saveActivityBodySchema = z.object({
  report: activityReportInputSchema,
  publisherReports: z.array(activityPublisherChoiceSchema).max(ACTIVITY_PUBLISHER_REPORTS_MAX).optional(),
});
export type SaveActivityBody = z.input<typeof saveActivityBodySchema>;
export type SaveActivityInput = z.output<typeof saveActivityBodySchema>;

/** POST/PUT response: the saved activity plus how many reports the call generated. */
export const saveActivityResponseSchema = monthlyActivityDetailSchema.extend({
  reportsCreated: z.int(),
});
export type SaveActivityResponse = z.infer<typeof saveActivityResponseSchema>;

export const activityStatusBodySchema = z.object({ status: activityStatusSchema });
export type ActivityStatusBody = z.infer<typeof activityStatusBodySchema>;

/** The publisher ids chosen as auxiliary pioneers in a save payload (deduplicated). */
export function chosenAuxiliaryIds(
  publisherReports: readonly { publisherId: number; auxiliaryPioneer?: boolean }[] = [],
): number[] {
  return [...new Set(publisherReports.filter((r) => r.auxiliaryPioneer).map((r) => r.publisherId))];
}

/** Spec point 5: the duplicate message when creating. */
export function duplicateActivityMessage(month: number, year: number): string {
  return `Já existe uma atividade para ${monthName(month)} de ${year}. Não é possível criar duplicados.`;
}

/** Spec point 5: the duplicate message when editing. */
export function conflictingActivityMessage(month: number, year: number): string {
  return `Alterar para ${monthName(month)} de ${year} criaria um conflito com uma atividade existente.`;
}

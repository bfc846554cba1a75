import { z } from 'zod';
import { COUNTER_MAX, OBSERVATIONS_MAX } from '../limits';
import { each } from './common';
import { publisherReportSchema } from './reports';

export {
  ANALYSIS_MESSAGES,
  DELETE_MONTH_MESSAGES,
  LATE_REPORT_MESSAGES,
  SUBMISSION_MESSAGES,
} from '../branch-cycle-messages';

const counter = z.int().min(0).max(COUNTER_MAX);

/**
 * `PUT /publisherreports/{id}/late` (ADR 037): the answer of a report left unanswered in a month whose S-1 was sent,
 * and the version it was read at. `auxiliaryPioneer` and `observations` absent: kept as stored.
 */
export const lateReportBodySchema = z.object({
  version: z.int().positive(),
  participatedInMinistry: z.boolean(),
  studies: counter.default(0),
  hours: counter.nullish().transform((v) => v ?? null),
  /** credit hours (ADR 040), regular and special pioneers only; absent: kept */
  creditHours: counter.nullable().optional(),
  auxiliaryPioneer: z.boolean().optional(),
  observations: z.string().max(OBSERVATIONS_MAX).optional(),
});
export type LateReportBody = z.input<typeof lateReportBodySchema>;

/** The month whose S-1 counts a late report. */
export const countedInSchema = z.object({ monthlyActivityId: z.int(), ...each(['month', 'year'], z.int()) });
export type CountedIn = z.infer<typeof countedInSchema>;

/** The report as saved: late, and the S-1 it is counted in (null: none posted yet, it goes to the next one). */
export const lateReportSchema = publisherReportSchema.extend({
  late: z.literal(true),
  countedIn: countedInSchema.nullable(),
});
export type LateReport = z.infer<typeof lateReportSchema>;

/** `GET /service-years/{serviceYear}/congregation-analysis`: the S-10's figures (definitions: ADR 037). */
export const congregationAnalysisSchema = z.object(
  each(
    [
      'serviceYear',
      'averageMidweekAttendance',
      'averageWeekendAttendance',
      'activePublishers',
      'inactivePublishers',
      'reactivatedPublishers',
    ],
    z.int(),
  ),
);
export type CongregationAnalysis = z.infer<typeof congregationAnalysisSchema>;

import { z } from 'zod';
import { idSchema } from './common';
import { reportActivitySchema } from './reports';
import { ownReportSchema } from './self-reporting';

/** Contracts of reporting for the family (issue 36, docs/decisions/041). */

/** PUT /publishers/{id}/reporting-delegate: another publisher with an account, or null for nobody. */
export const putReportingDelegateBodySchema = z.object({ delegatePublisherId: idSchema.nullable() });
export type PutReportingDelegateBody = z.infer<typeof putReportingDelegateBodySchema>;

const personSchema = z.object({ publisherId: z.int(), name: z.string() });

/**
 * GET and PUT /publishers/{id}/reporting-delegate: who sends this publisher's report for them, and (GET) who could:
 * the enabled publishers with an account, the same household's first.
 */
export const reportingDelegateSchema = z.object({
  publisherId: z.int(),
  delegate: personSchema.nullable(),
  candidates: personSchema.extend({ isSameHousehold: z.boolean() }).array().optional(),
});
export type ReportingDelegate = z.infer<typeof reportingDelegateSchema>;

/** GET /me/reports: the open month, the person's own report first, then those delegated to them. */
export const meReportsResponseSchema = z.object({
  activity: reportActivitySchema.pick({ id: true, month: true, year: true, status: true }),
  reports: ownReportSchema.array(),
});
export type MeReportsResponse = z.infer<typeof meReportsResponseSchema>;

export const meReportParamsSchema = z.object({ reportId: idSchema });

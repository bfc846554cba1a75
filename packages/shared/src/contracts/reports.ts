import { z } from 'zod';
import { ACTIVITY_STATUSES, REPORT_STATUSES } from '../enums';
import { t } from '../i18n/translate';
import { COUNTER_MAX, OBSERVATIONS_MAX } from '../limits';
import { IRREGULAR_WINDOW_MONTHS } from '../report-rules';
import { errorSchema, idSchema, said } from './common';

export { REPORT_MESSAGES } from '../report-messages';

/** Contracts of the publisher reports of a monthly activity (fill and review screens). */

export const reportStatusSchema = z.enum(REPORT_STATUSES);

/**
 * Studies and hours: non-negative integers within sane bounds; null (`.nullable()` where used) is an emptied counter,
 * "not given", never 0 (docs/decisions/033-not-given-is-not-zero-and-where-mail-went.md). Nothing else is a count.
 */
export const counterSchema = z.int().min(0).max(COUNTER_MAX);

const id = z.int();

/** A publisher report as stored. `version` grows on every write (optimistic concurrency). */
export const publisherReportSchema = z.object({
  id,
  publisherId: id,
  monthlyActivityId: id,
  hours: z.int().nullable(),
  /** Credit hours (ADR 040): regular and special pioneers only; null: none. */
  creditHours: z.int().nullable(),
  studies: z.int().nullable(),
  participatedInMinistry: z.boolean().nullable(),
  observations: z.string(),
  auxiliaryPioneer: z.boolean(),
  regularPioneer: z.boolean(),
  specialPioneer: z.boolean(),
  fieldMissionary: z.boolean(),
  status: reportStatusSchema,
  version: id,
});
export type PublisherReport = z.infer<typeof publisherReportSchema>;

/** The publisher fields the report screens show next to a report. */
export const reportPublisherSchema = z.object({
  publisherId: id,
  name: z.string(),
  displayName: z.string().nullable(),
  groupId: id.nullable(),
  groupNumber: id.nullable(),
  isCurrentlyInactive: z.boolean(),
  isEnabled: z.boolean(),
});
export type ReportPublisher = z.infer<typeof reportPublisherSchema>;

/**
 * A report joined with its publisher (a flat row); `selfReportedAt`: when the publisher last sent it themselves
 * (self-reporting, issue 23: the badge 'Enviado pelo publicador'); `changedAfterSendingAt`: when its answers last
 * changed after it was sent to the secretary (the review's mark, ADR 045).
 */
export const reportRowSchema = publisherReportSchema
  .extend(reportPublisherSchema.omit({ publisherId: true }).shape)
  .extend({
    selfReportedAt: z.string().nullable(),
    changedAfterSendingAt: z.string().nullable(),
    /** an auxiliary pioneer's month: a 15-hour month, and serving continuously (ADR 040; false for others) */
    isSpecialMonth: z.boolean().optional(),
    isContinuous: z.boolean().optional(),
    /** issue 36: who sent it when that was not the publisher (their reporting delegate: 'Enviado por <nome>') */
    sentByName: z.string().nullable().optional(),
  });
export type ReportRow = z.infer<typeof reportRowSchema>;

/** An enabled publisher in scope with no report this month (`regularPioneer`: the publisher's current flag). */
export const publisherWithoutReportSchema = reportPublisherSchema.extend({ regularPioneer: z.boolean() });
export type PublisherWithoutReport = z.infer<typeof publisherWithoutReportSchema>;

export const reportActivitySchema = z.object({
  id,
  month: z.int().min(0).max(11),
  year: id,
  serviceYear: id,
  status: z.enum(ACTIVITY_STATUSES),
});
export type ReportActivity = z.infer<typeof reportActivitySchema>;

/** A service group in the caller's scope with its overseer's name ('Navegação Rápida'). */
export const reportGroupSchema = z.object({
  id,
  groupNumber: id,
  overseerName: z.string().nullable(),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

/**
 * GET /publisherreports/bymonth/{monthlyActivityId}. Everything is limited to the caller's scope (an Elder: the
 * publishers whose current group is the Elder's group; Admin and Secretary: all).
 * - `reports`: every report of the activity in scope, whatever the publisher's state (the review screen shows only
 *   enabled publishers; the fill screen shows all, so nothing that blocks sending is hidden);
 * - `publishersWithoutReport`: enabled publishers in scope with no report this month (inactive ones are the
 *   'Publicador Irregular' cards; the others 'Relatório não encontrado');
 * - `groups`: the service groups in scope, by number.
 */
export const reportsByMonthSchema = z.object({
  activity: reportActivitySchema,
  reports: z.array(reportRowSchema),
  publishersWithoutReport: z.array(publisherWithoutReportSchema),
  groups: z.array(reportGroupSchema),
});
export type ReportsByMonth = z.infer<typeof reportsByMonthSchema>;

export const activityIdParamsSchema = z.object({ monthlyActivityId: idSchema });

/** One changed report in PUT /publisherreports/update-changed: the editable fields and the version it was read at. */
export const changedReportSchema = z.object({
  id: idSchema,
  version: z.int().positive(),
  hours: counterSchema.nullable(),
  /** Credit hours (ADR 040), regular and special pioneers only; absent: kept as stored. */
  creditHours: counterSchema.nullable().optional(),
  studies: counterSchema.nullable(),
  participatedInMinistry: z.boolean().nullable(),
  observations: z
    .string()
    .max(OBSERVATIONS_MAX)
    .nullish()
    .transform((v) => v ?? ''),
  status: reportStatusSchema,
  /**
   * The pioneer marks, corrected by the Secretary (or Admin) while the month is Open (issue 21: a pioneer appointed
   * mid-month). Absent: kept as they are. Others may send them only unchanged.
   */
  auxiliaryPioneer: z.boolean().optional(),
  regularPioneer: z.boolean().optional(),
  specialPioneer: z.boolean().optional(),
  fieldMissionary: z.boolean().optional(),
});
export type ChangedReport = z.input<typeof changedReportSchema>;

export const REPORTS_PER_SAVE_MAX = 2000;

export const updateChangedBodySchema = z.object({
  reports: z.array(changedReportSchema).min(1).max(REPORTS_PER_SAVE_MAX),
});
export type UpdateChangedBody = z.input<typeof updateChangedBodySchema>;

/** The saved reports with their new versions. */
export const updateChangedResponseSchema = z.object({ reports: z.array(publisherReportSchema) });
export type UpdateChangedResponse = z.infer<typeof updateChangedResponseSchema>;

/** 409 STALE_VERSION: someone saved these reports since they were read; nothing was changed. */
export const staleVersionErrorSchema = errorSchema.extend({
  code: z.literal('STALE_VERSION'),
  staleReportIds: z.array(id),
});
export type StaleVersionError = z.infer<typeof staleVersionErrorSchema>;

/** An Open report left unanswered (and Open) when only the answered ones were sent (ADR 039). */
export const unansweredReportSchema = z.object({ id, name: z.string() });
export type UnansweredReport = z.infer<typeof unansweredReportSchema>;
/** Who stays missing after sending only the answered reports, by name (the answer names them, as a refusal would). */
const answeredOutcome = z.object({ unansweredCount: z.int(), unanswered: z.array(unansweredReportSchema) });

/**
 * `onlyAnswered`: the answered Open reports in scope are sent and the unanswered stay Open (ADR 039); without it one
 * unanswered report refuses the whole send (409 naming them).
 */
export const sendToSecretaryBodySchema = z.object({
  monthlyActivityId: idSchema,
  onlyAnswered: z.boolean().optional(),
});
export const sendToSecretaryResponseSchema = z.object({ sentCount: z.int() }).extend(answeredOutcome.partial().shape);
export type SendToSecretaryResponse = z.infer<typeof sendToSecretaryResponseSchema>;

const onlyAnsweredFlag = z
  .enum(
    ['true', 'false'],
    said(() => t('validation.trueOrFalse')),
  )
  .optional()
  .transform((v) => v === 'true');

/** `onlyAnswered=true` (with status Sent only): the group's answered Open reports are approved, the others stay Open. */
export const changeStatusQuerySchema = z
  .object({
    status: reportStatusSchema,
    groupId: idSchema,
    activityId: idSchema,
    onlyAnswered: onlyAnsweredFlag,
  })
  .refine((q) => !q.onlyAnswered || q.status === 'Sent', {
    path: ['onlyAnswered'],
    ...said(() => t('api.reports.onlyAnsweredIsSent')),
  });
export type ChangeStatusQuery = z.output<typeof changeStatusQuerySchema>;
export const changeStatusResponseSchema = z.object({ updatedCount: z.int() }).extend(answeredOutcome.partial().shape);

/** PUT /publisherreports/approve-answered?activityId=: the Secretary approves every answered Open report of the month. */
export const approveAnsweredQuerySchema = z.object({ activityId: idSchema });
export const approveAnsweredResponseSchema = z.object({ sentCount: z.int() }).extend(answeredOutcome.shape);
export type ApproveAnsweredResponse = z.infer<typeof approveAnsweredResponseSchema>;

/** Anything unusable becomes null, so the server answers with the spec's 'Dados insuficientes…' message. */
const lenientId = idSchema.nullish().catch(null);

/**
 * POST /publisherreports/ {report}: only publisherId and monthlyActivityId are read; the server sets the spec's
 * defaults (hours null, studies 0, participation null, no observations, not auxiliary, regularPioneer copied from
 * the publisher, status Open).
 */
export const createReportBodySchema = z.object({
  report: z.object({ publisherId: lenientId, monthlyActivityId: lenientId }).nullish().catch(null),
});
export type CreateReportBody = z.input<typeof createReportBodySchema>;

/** A created report's values, besides its publisher, its activity and regularPioneer (copied from the publisher). */
export const NEW_REPORT_DEFAULTS = {
  hours: null,
  creditHours: null,
  studies: 0,
  participatedInMinistry: null,
  observations: '',
  auxiliaryPioneer: false,
  status: 'Open',
} as const;

/** GET /monthlyactivityreports/irregular-publishers/{monthlyActivityId} returns a list of these. */
export const irregularPublisherSchema = z.object({
  publisherId: id,
  name: z.string(),
  displayName: z.string().nullable(),
  /** The months of the six missed: an irregular publisher took part in at least one (ADR 026). */
  monthsInactive: z
    .int()
    .min(1)
    .max(IRREGULAR_WINDOW_MONTHS - 1),
});
export type IrregularPublisher = z.infer<typeof irregularPublisherSchema>;
export const irregularPublishersResponseSchema = z.array(irregularPublisherSchema);

import { z } from 'zod';
import { each, idSchema } from './common';

export { CONGREGATION_REPORT_MESSAGES } from '../attendance-messages';

const pioneerLine = z.object(each(['reports', 'hours', 'studies'], z.int()));
const lines = {
  publishers: z.object({ reports: z.int(), studies: z.int() }),
  auxiliaryPioneers: pioneerLine,
  regularPioneers: pioneerLine,
  missingReports: z.int(),
};

/** One group's line of a month's S-1: the reports of that group in the month (ADR 037). */
export const s1GroupLineSchema = z.object({
  groupId: z.int().nullable(),
  groupNumber: z.int().nullable(),
  ...lines,
});
export type S1GroupLine = z.infer<typeof s1GroupLineSchema>;

/** A late report counted in this S-1: the report keeps its own month (ADR 037). */
export const s1LateReportSchema = z.object({
  ...each(['reportId', 'publisherId'], z.int()),
  name: z.string(),
  ...each(['month', 'year'], z.int()),
});
export type S1LateReport = z.infer<typeof s1LateReportSchema>;

/** The figures of a month's S-1 — what is stored, unchanged, when it is sent to the branch. */
export const s1FiguresSchema = z.object({
  ...each(
    ['monthlyActivityId', 'month', 'year', 'serviceYear', 'activePublishers', 'averageWeekendAttendance'],
    z.int(),
  ),
  /** weekend meetings recorded in the month (0: the average is not known yet) */
  weekendMeetings: z.int(),
  ...lines,
  groups: z.array(s1GroupLineSchema),
  lateReports: z.array(s1LateReportSchema),
});
export type S1Figures = z.infer<typeof s1FiguresSchema>;

/**
 * `GET /monthlyactivityreports/{id}/congregation-report`: the month's S-1 (docs/decisions/020, 037). Once sent to the
 * branch, the figures stored then, with when (ISO) and by whom; before, the figures of now and both null.
 */
export const congregationReportSchema = s1FiguresSchema.extend({
  submittedAt: z.string().nullable(),
  submittedBy: z.string().nullable(),
});
export type CongregationReport = z.infer<typeof congregationReportSchema>;

export const groupLineParamsSchema = z.object({ id: idSchema, groupId: idSchema });

export const overseerSchema = z.object({ displayName: z.string().nullable(), username: z.string() });

export const missingGroupSchema = z.object({
  groupId: z.int().nullable(),
  groupNumber: z.int().nullable(),
  overseer: overseerSchema.nullable(),
  publishers: z.array(z.object({ publisherId: z.int(), name: z.string() })),
  /** why 'Lembrar superintendente' cannot be used now; null when it can */
  reminderUnavailable: z.string().nullable(),
});
export type MissingGroup = z.infer<typeof missingGroupSchema>;

/** `GET /monthlyactivityreports/{id}/missing`: reports not answered yet, by group (Elders: own group). */
export const missingReportsSchema = z.object({ groups: z.array(missingGroupSchema) });
export type MissingReports = z.infer<typeof missingReportsSchema>;

export const remindParamsSchema = groupLineParamsSchema;

/** `POST /monthlyactivityreports/{id}/missing/{groupId}/remind`: whom it went to and how many names. */
export const remindResultSchema = z.object({ sentTo: z.string(), publishers: z.int() });

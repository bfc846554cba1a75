import { z } from 'zod';
import { each } from './common';

export { CONGREGATION_REPORT_MESSAGES } from '../attendance-messages';

const pioneerLine = z.object(each(['reports', 'hours', 'studies'], z.int()));

/** `GET /monthlyactivityreports/{id}/congregation-report`: the month's S-1 figures (docs/decisions/020). */
export const congregationReportSchema = z.object({
  ...each(
    ['monthlyActivityId', 'month', 'year', 'serviceYear', 'activePublishers', 'averageWeekendAttendance'],
    z.int(),
  ),
  /** weekend meetings recorded in the month (0: the average is not known yet) */
  weekendMeetings: z.int(),
  publishers: z.object({ reports: z.int(), studies: z.int() }),
  auxiliaryPioneers: pioneerLine,
  regularPioneers: pioneerLine,
  missingReports: z.int(),
});
export type CongregationReport = z.infer<typeof congregationReportSchema>;

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

export const remindParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  groupId: z.coerce.number().int().positive(),
});

/** `POST /monthlyactivityreports/{id}/missing/{groupId}/remind`: whom it went to and how many names. */
export const remindResultSchema = z.object({ sentTo: z.string(), publishers: z.int() });

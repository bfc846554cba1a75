import { z } from 'zod';

export { CONGREGATION_REPORT_MESSAGES } from '../attendance-messages';

const pioneerLine = z.object({
  reports: z.number().int(),
  hours: z.number().int(),
  studies: z.number().int(),
});

/** `GET /monthlyactivityreports/{id}/congregation-report`: the month's S-1 figures (docs/decisions/020). */
export const congregationReportSchema = z.object({
  monthlyActivityId: z.number().int(),
  month: z.number().int(),
  year: z.number().int(),
  serviceYear: z.number().int(),
  activePublishers: z.number().int(),
  averageWeekendAttendance: z.number().int(),
  /** weekend meetings recorded in the month (0: the average is not known yet) */
  weekendMeetings: z.number().int(),
  publishers: z.object({ reports: z.number().int(), studies: z.number().int() }),
  auxiliaryPioneers: pioneerLine,
  regularPioneers: pioneerLine,
  missingReports: z.number().int(),
});
export type CongregationReport = z.infer<typeof congregationReportSchema>;

export const overseerSchema = z.object({ displayName: z.string().nullable(), username: z.string() });

export const missingGroupSchema = z.object({
  groupId: z.number().int().nullable(),
  groupNumber: z.number().int().nullable(),
  overseer: overseerSchema.nullable(),
  publishers: z.array(z.object({ publisherId: z.number().int(), name: z.string() })),
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
export const remindResultSchema = z.object({ sentTo: z.string(), publishers: z.number().int() });

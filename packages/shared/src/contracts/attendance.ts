import { z } from 'zod';
import { ATTENDANCE_MESSAGES } from '../attendance-messages';
import { ATTENDANCE_MAX, MEETING_KINDS } from '../attendance-rules';
import { YEAR_MAX, YEAR_MIN } from '../limits';
import { each, said } from './common';

export { ATTENDANCE_MESSAGES };

const invalid = said(() => ATTENDANCE_MESSAGES.countInvalid);
const count = z.number(invalid).int(invalid).min(0, invalid).max(ATTENDANCE_MAX, invalid);

export const meetingKindSchema = z.enum(
  MEETING_KINDS,
  said(() => ATTENDANCE_MESSAGES.kindInvalid),
);

/** `PUT|DELETE /meeting-attendance/{date}/{kind}`: a real calendar date (yyyy-mm-dd) and the meeting. */
export const attendanceParamsSchema = z.object({
  date: z.iso.date(said(() => ATTENDANCE_MESSAGES.dateInvalid)),
  kind: meetingKindSchema,
});

/** `PUT /meeting-attendance/{date}/{kind}` creates or replaces that meeting's figures. */
export const attendanceBodySchema = z.strictObject({ inPerson: count, online: count });
export type AttendanceBody = z.infer<typeof attendanceBodySchema>;

export const attendanceEntrySchema = z.object({
  date: z.string(),
  kind: meetingKindSchema,
  inPerson: z.int(),
  online: z.int(),
});
export type AttendanceEntry = z.infer<typeof attendanceEntrySchema>;

export const meetingSummarySchema = z.object(each(['meetings', 'total', 'average'], z.int()));

export const attendanceMonthSchema = z.object({
  month: z.int(),
  year: z.int(),
  midweek: meetingSummarySchema,
  weekend: meetingSummarySchema,
  entries: z.array(attendanceEntrySchema),
});
export type AttendanceMonth = z.infer<typeof attendanceMonthSchema>;

/** `GET /meeting-attendance/{serviceYear}`: twelve months, September first, entries by date then kind. */
export const attendanceYearSchema = z.object({
  serviceYear: z.int(),
  months: z.array(attendanceMonthSchema),
});
export type AttendanceYear = z.infer<typeof attendanceYearSchema>;

/** `POST /files/s88 {serviceYear}`: the S-88 card (that service year and the one before) as PDF. */
export const s88BodySchema = z.strictObject({ serviceYear: z.int().min(YEAR_MIN).max(YEAR_MAX) });

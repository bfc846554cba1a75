/** Moving a publisher (issue 37, ADR 042): the fillable S-21 format, transfer.json (docs/transfer-format.md). */
import { z } from 'zod';
import { APPOINTMENT_KINDS, GENDERS, HOPES } from '../appointments';
import { PUBLISHER_ROLES } from '../enums';
import { NAME_MAX } from '../limits';
import { isoDateSchema } from './common';

/** `POST /files/s21` and `s21-all`: `?format=fillable` answers the branch's fillable form. */
export const s21FormatQuerySchema = z.object({ format: z.enum(['drawn', 'fillable']).default('drawn') });

/** `POST /publishers/{id}/transfer`: the receiving congregation and the exit date. */
export const transferOutBodySchema = z.object({
  congregation: z.string().trim().min(1).max(NAME_MAX),
  date: isoDateSchema,
});
export type TransferOutBody = z.infer<typeof transferOutBodySchema>;

/** The newest version of transfer.json this app writes and reads. */
export const TRANSFER_FORMAT_VERSION = 1;
export const TRANSFER_FORMAT = 'congregacao.transfer';

const count = z.int().min(0).max(9999);
const nullableDate = isoDateSchema.nullable();

export const transferReportSchema = z.object({
  /** yyyy-mm */
  period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  participatedInMinistry: z.boolean().nullable(),
  studies: count.nullable(),
  auxiliaryPioneer: z.boolean(),
  hours: count.nullable(),
  observations: z.string().max(2000),
});
export type TransferReport = z.infer<typeof transferReportSchema>;

export const transferPersonSchema = z.object({
  name: z.string().trim().min(1).max(NAME_MAX),
  displayName: z.string().max(NAME_MAX).nullable().default(null),
  birthDate: nullableDate,
  baptismDate: nullableDate,
  gender: z.enum(GENDERS).nullable(),
  hope: z.enum(HOPES).nullable(),
  role: z.enum(PUBLISHER_ROLES).nullable().default(null),
  appointments: z.array(z.object({ kind: z.enum(APPOINTMENT_KINDS), startDate: nullableDate, endDate: nullableDate })),
  reports: z.array(transferReportSchema).max(600),
});
export type TransferPerson = z.infer<typeof transferPersonSchema>;

export const transferFileSchema = z.object({
  format: z.literal(TRANSFER_FORMAT),
  version: z.literal(TRANSFER_FORMAT_VERSION),
  createdAt: z.string(),
  from: z.object({ congregation: z.string().nullable() }),
  to: z.object({ congregation: z.string() }),
  exitDate: nullableDate,
  publishers: z.array(transferPersonSchema).min(1).max(500),
});
export type TransferFile = z.infer<typeof transferFileSchema>;

/** The preview of a transfer in: each person and the months the file holds for them. */
export const transferPreviewPersonSchema = z.object({
  name: z.string(),
  birthDate: z.string().nullable(),
  /** the publisher this updates (same name and birth date); null: created */
  publisherId: z.int().nullable(),
  /** yyyy-mm-dd: the first day of the month after the last month the file holds */
  arrivalDate: z.string(),
  months: z.array(transferReportSchema),
  sources: z.array(z.string()),
});
export type TransferPreviewPerson = z.infer<typeof transferPreviewPersonSchema>;

/** `POST /imports/{id}/commit` of a transfer: `arrivalDate` overrides each person's default. */
export const importCommitBodySchema = z.object({ arrivalDate: isoDateSchema.optional() }).optional();

import { z } from 'zod';
import { INVITATION_GONE_REASONS } from '../self-reporting-messages';
import { errorSchema } from './common';
import { publisherSchema } from './publishers';
import { changedReportSchema, type ReportRow, reportActivitySchema, reportRowSchema } from './reports';
import { passwordSchema, usernameSchema } from './users';

export { SELF_REPORTING_MESSAGES } from '../self-reporting-messages';

/** Contracts of self-reporting (issue 23): invitations, /me/report, /me/record. */

/** POST /publishers/{id}/invitation; `sendEmail`: also send the link to the publisher's email. */
export const createInvitationBodySchema = z.object({ sendEmail: z.boolean().optional() }).optional();

/**
 * The link to give the publisher (its token is never shown again), whether it was emailed, and whether it could be
 * (the publisher has an email and SMTP is configured: the screen's 'Enviar por email').
 */
export const invitationResponseSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
  emailed: z.boolean(),
  canEmail: z.boolean(),
});
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;

/** The token in /invitations/{token}: base64url, 43 characters for 256 bits. */
export const invitationTokenParamsSchema = z.object({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** GET /invitations/{token} (no session): the name the invitation is for. */
export const invitationInfoSchema = z.object({ displayName: z.string() });
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

/** 410 INVITATION_GONE: the invitation exists but can no longer be used, and why. */
export const invitationGoneErrorSchema = errorSchema.extend({
  code: z.literal('INVITATION_GONE'),
  reason: z.enum(INVITATION_GONE_REASONS),
});

export const acceptInvitationBodySchema = z.object({ username: usernameSchema, password: passwordSchema });
export type AcceptInvitationBody = z.input<typeof acceptInvitationBodySchema>;

/**
 * A report as the publisher sees it: the same row the overseer's screen has (their own name and group, the
 * figures, the version, when they themselves last sent it), so the report screens' fields and drafts serve both.
 */
export const ownReportSchema = reportRowSchema;
export type OwnReport = ReportRow;

/** GET /me/report: the open activity and the person's own report in it (null when there is none). */
export const meReportResponseSchema = z.object({
  activity: reportActivitySchema.pick({ id: true, month: true, year: true, status: true }),
  report: ownReportSchema.nullable(),
});
export type MeReportResponse = z.infer<typeof meReportResponseSchema>;

/**
 * PUT /me/report: the overseer's editable fields with the same limits, and the version read (a stale one is a 409,
 * never a lost update). No id (the server finds the person's own report) and no status (only the overseer sends).
 */
export const putMeReportBodySchema = changedReportSchema.omit({ id: true, status: true });
export type PutMeReportBody = z.input<typeof putMeReportBodySchema>;

/** GET /me/details: the person's own contact details, shown read-only ("to correct, tell the secretary"). */
export const ownDetailsSchema = publisherSchema.pick({
  name: true,
  displayName: true,
  address: true,
  postalCode: true,
  city: true,
  mobile: true,
  homePhone: true,
  email: true,
  birthDate: true,
  baptismDate: true,
  groupNumber: true,
});
export type OwnDetails = z.infer<typeof ownDetailsSchema>;

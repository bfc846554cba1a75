import { z } from 'zod';
import { USERNAME_MAX } from '../limits';
import { PASSWORD_RESET_GONE_REASONS } from '../password-reset-messages';
import { errorSchema } from './common';
import { passwordSchema } from './users';

/** Contracts of the password reset (issue 36, docs/decisions/041). */

/** POST /auth/password-reset: any text that could be a username (a malformed one is answered like an unknown one). */
export const passwordResetRequestBodySchema = z.object({
  username: z.string().trim().toLowerCase().min(1).max(USERNAME_MAX),
});

/** 202, whoever was named; `canEmail`: whether this server sends mail at all (else: ask the secretary). */
export const passwordResetRequestResponseSchema = z.object({ accepted: z.literal(true), canEmail: z.boolean() });
export type PasswordResetRequestResponse = z.infer<typeof passwordResetRequestResponseSchema>;

/** The token in /auth/password-reset/{token}: base64url, 43 characters for 256 bits. */
export const passwordResetTokenParamsSchema = z.object({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export const passwordResetBodySchema = z.object({ newPassword: passwordSchema });
export type PasswordResetBody = z.input<typeof passwordResetBodySchema>;

/** 200: the password is set and every session of the account ended; `sessionsEnded` says how many. */
export const passwordResetResponseSchema = z.object({ ok: z.literal(true), sessionsEnded: z.number().int() });

/** 400 `unknown` (forged or mistyped) or 410 PASSWORD_RESET_GONE (`expired`, `used`), with the reason. */
export const passwordResetRefusalSchema = errorSchema.extend({
  reason: z.enum(['unknown', ...PASSWORD_RESET_GONE_REASONS]),
});

/** POST /users/{id}/password-reset-link (Secretary, Admin): the one-time link to hand over; shown once. */
export const passwordResetLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type PasswordResetLink = z.infer<typeof passwordResetLinkSchema>;

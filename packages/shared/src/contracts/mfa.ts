import { z } from 'zod';
import { PASSWORD_MAX } from '../limits';
import { MFA_MESSAGES } from '../mfa-messages';
import { said } from './common';

export { MFA_MESSAGES } from '../mfa-messages';

/** A TOTP code (6 digits) or a recovery code (10 letters and digits, hyphen and spaces allowed). */
export const secondFactorCodeSchema = z
  .string(said(() => MFA_MESSAGES.codeRequired))
  .trim()
  .min(
    6,
    said(() => MFA_MESSAGES.codeRequired),
  )
  .max(
    20,
    said(() => MFA_MESSAGES.codeRequired),
  );

/**
 * POST /auth/login and /auth/google when the user has a second factor: no session yet, only this token. `methods`
 * is there only when the user has a passkey (ADR 027): without it the second step is a code, as before.
 */
export const mfaChallengeSchema = z.object({
  mfaRequired: z.literal(true),
  mfaToken: z.string(),
  methods: z.array(z.enum(['totp', 'passkey'])).optional(),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

export const loginMfaBodySchema = z.object({ mfaToken: z.string().min(1).max(100), code: secondFactorCodeSchema });
export type LoginMfaBody = z.infer<typeof loginMfaBodySchema>;

/** POST /users/me/mfa/totp: the secret (shown beside the QR, never again) and its otpauth:// URL. */
export const totpEnrolmentSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const totpConfirmBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'O código tem 6 algarismos.'),
});
export type TotpConfirmBody = z.infer<typeof totpConfirmBodySchema>;

/** The ten recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** DELETE /users/me/mfa/totp: the password and a code; the password alone for a TOTP added in the last day (ADR 038). */
export const totpDisableBodySchema = z.object({
  password: z.string().min(1, 'A password é obrigatória.').max(PASSWORD_MAX),
  code: secondFactorCodeSchema.optional(),
});
export type TotpDisableBody = z.infer<typeof totpDisableBodySchema>;

/** GET /users/me/mfa: what Segurança shows. */
export const mfaStatusSchema = z.object({
  totp: z.object({ enabled: z.boolean(), confirmedAt: z.string().nullable() }),
  recoveryCodesLeft: z.int(),
  /** the caller's role must have a second factor (MFA_REQUIRED_ROLES) */
  required: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/**
 * Never locked out (issue 36, docs/decisions/041): the rules and texts of a password reset link, shared by the server
 * (refusals, the email) and the screens (catalogue namespace `passwordReset`, ADR 043). Free of zod.
 */
import { messages, TEXT } from './i18n/messages';

/** A link the person asked for by email. */
export const EMAILED_RESET_VALID_MINUTES = 30;
/** A link the Secretary or Admin gives in person (QR) or by message: the person may only open it that evening. */
export const GIVEN_RESET_VALID_HOURS = 24;

/** Why a link that exists can no longer be used (410); an unknown one is a 400 `unknown`. */
export const PASSWORD_RESET_GONE_REASONS = ['expired', 'used'] as const;
export type PasswordResetGoneReason = (typeof PASSWORD_RESET_GONE_REASONS)[number];

export const PASSWORD_RESET_MESSAGES = messages('passwordReset', {
  expired: TEXT,
  used: TEXT,
  unknown: TEXT,
  tooMany: (minutes: number) => ({ minutes }),
  emailSubject: TEXT,
  emailText: (name: string, url: string) => ({ name, url, minutes: EMAILED_RESET_VALID_MINUTES }),
});

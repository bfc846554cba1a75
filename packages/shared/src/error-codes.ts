/**
 * The error codes of the API's `{error, code}` answers and the HTTP status of each: the one list the server's
 * error handler serialises from and the screens compare against (never a string literal of a code).
 * Kept free of zod so any screen may import it.
 */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /** the user must change their password before anything else (first admin, reset password) */
  PASSWORD_CHANGE_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  STALE_VERSION: 409,
  ACTIVITY_CLOSED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** An outside service (SMTP, Google's keys) did not answer: not a bug, try again later. */
  UNAVAILABLE: 503,
  // issue 23 (self-reporting)
  /** An invitation that was used, revoked or has expired (`reason` says which). */
  INVITATION_GONE: 410,
  // issue 24 (import / export / GDPR)
  /** an import preview older than an hour, or made before the data changed: preview the file again */
  IMPORT_OUTDATED: 409,
  /** erasure refused while the publisher has a report in an Open month */
  ERASE_BLOCKED: 409,
  // issue 25: second factor
  /** the user's role requires a second factor and they have none yet (MFA_REQUIRED_ROLES) */
  SECOND_FACTOR_REQUIRED: 403,
  /** the mfaToken of a sign-in's second step is unknown, expired, used, or ended by five wrong codes */
  MFA_CHALLENGE_ENDED: 401,
  /** an email confirmation code ended by five wrong tries (brute force): only a new code helps, not waiting */
  CONFIRMATION_CODE_USED_UP: 429,
  // issue 36
  /** a password reset link that was used, replaced or has expired (`reason` says which) */
  PASSWORD_RESET_GONE: 410,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The codes by name, for comparisons: `error.code === ERROR_CODES.STALE_VERSION`. */
export const ERROR_CODES = Object.fromEntries(Object.keys(ERROR_STATUS).map((code) => [code, code])) as {
  readonly [C in ErrorCode]: C;
};

import { z } from 'zod';

/** One of the caller's sessions (GET /users/me/sessions): never its token. */
export const ownSessionSchema = z.object({
  id: z.int(),
  /** browser and system read from the user agent, e.g. "Chrome em Windows"; null when it said nothing */
  device: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** the session making this call */
  current: z.boolean(),
});
export type OwnSession = z.infer<typeof ownSessionSchema>;

export const ownSessionsResponseSchema = z.object({ sessions: z.array(ownSessionSchema) });
export type OwnSessionsResponse = z.infer<typeof ownSessionsResponseSchema>;

/**
 * A way to sign in added to the account in the last RECENT_FACTOR_HOURS: a password change or ending the other
 * sessions lists them, offering to remove any the person did not add (ADR 038). A TOTP's id is its user's.
 */
export const recentFactorSchema = z.object({
  kind: z.enum(['totp', 'passkey']),
  id: z.int(),
  name: z.string(),
  createdAt: z.string(),
});
export type RecentFactor = z.infer<typeof recentFactorSchema>;

/** DELETE /users/me/sessions: how many other sessions were ended, and the factors added in the last day. */
export const endedSessionsResponseSchema = z.object({ ended: z.int(), recentFactors: z.array(recentFactorSchema) });
export type EndedSessionsResponse = z.infer<typeof endedSessionsResponseSchema>;

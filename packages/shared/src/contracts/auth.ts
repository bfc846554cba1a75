import { z } from 'zod';
import { PASSWORD_MAX, USERNAME_MAX } from '../limits';
import { userSchema } from './user';

export { AUTH_MESSAGES } from '../auth-messages';

export const loginBodySchema = z.object({
  username: z.string().trim().toLowerCase().min(1).max(USERNAME_MAX),
  password: z.string().min(1).max(PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const googleLoginBodySchema = z.object({ credential: z.string().min(1).max(10_000) });

export const sessionResponseSchema = z.object({ accessToken: z.string(), user: userSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const meResponseSchema = z.object({ user: userSchema });

/** GET /auth/session: when the caller's session ends if unused (idle) and at the latest (absolute), as ISO times. */
export const sessionLimitsSchema = z.object({ idleExpiresAt: z.string(), absoluteExpiresAt: z.string() });
export type SessionLimits = z.infer<typeof sessionLimitsSchema>;

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

/** DELETE /users/me/sessions: how many other sessions were ended. */
export const endedSessionsResponseSchema = z.object({ ended: z.int() });

import { AUTH_MESSAGES } from '@congregacao/shared/auth-messages';
import { ERROR_CODES } from '@congregacao/shared/error-codes';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessions, users } from '../../../db/schema';
import { AppError } from '../../../lib/errors';

const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_HOUR = 60 * 60_000;

export function attemptedUsername(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim().toLowerCase().slice(0, 50) : '';
}

/** A password or passkey that did not sign in (the refusal that counts for those limits). */
export const isWrongCredential = (error: unknown) =>
  error instanceof AppError && error.code === ERROR_CODES.UNAUTHENTICATED;

interface FailureLimitOptions {
  /** prefix of the counters' keys */
  name: string;
  /** what the subject is, as the log's details name it */
  subjectKey: 'username' | 'userId';
  /** whose credential is tried (a username, a user id) */
  subject: (request: FastifyRequest) => string | Promise<string>;
  /** what the per-address key adds, to start the address's count afresh (the newest sign-in) */
  freshness?: (subject: string) => Promise<number>;
  /** what the log says when a limit is used up */
  description: (subject: string) => string;
  /** which refusals of the attempt count as a failure (a wrong credential, not a malformed call) */
  isFailure: (error: unknown) => boolean;
}

/**
 * Throttling that locks out guessers, not staff: only failed attempts count (10 per 15 minutes per IP and subject,
 * 100 an hour per subject from anywhere). Counters live in @fastify/rate-limit's store (Redis when REDIS_URL is
 * set, so instances share them), read and moved through its own `createRateLimit`.
 */
export function failureLimits(app: FastifyInstance, options: FailureLimitOptions) {
  const limits = [
    app.createRateLimit({
      max: 10,
      timeWindow: FIFTEEN_MINUTES,
      keyGenerator: async (request) => {
        const subject = await options.subject(request);
        const fresh = options.freshness ? `:${await options.freshness(subject)}` : '';
        return `${options.name}:${request.ip}:${subject}${fresh}`;
      },
    }),
    app.createRateLimit({
      max: 100,
      timeWindow: ONE_HOUR,
      keyGenerator: async (request) => `${options.name}-account:${await options.subject(request)}`,
    }),
  ];

  /** Refuses (429, how long to wait; recorded CRITICAL) while either count of failures is used up; counts nothing. */
  async function check(request: FastifyRequest): Promise<void> {
    for (const limit of limits) {
      const state = await limit(request, { increment: false });
      if (state.isAllowed || state.remaining > 0) continue;
      const retryAfter = Math.max(1, Math.ceil(state.ttl / 60_000));
      const subject = await options.subject(request);
      throw new AppError(
        'RATE_LIMITED',
        AUTH_MESSAGES.tooManyFailures(retryAfter),
        { retryAfter },
        {
          eventType: 'FAILED_LOGIN',
          severity: 'CRITICAL',
          description: options.description(subject),
          resource: 'session',
          user: null,
          details: { [options.subjectKey]: subject },
        },
      );
    }
  }

  return {
    /** Runs one sign-in attempt unless the limits are used up; a refusal that `isFailure` counts is counted. */
    async attempt<T>(request: FastifyRequest, signIn: () => Promise<T>): Promise<T> {
      await check(request);
      try {
        return await signIn();
      } catch (error) {
        if (options.isFailure(error)) for (const limit of limits) await limit(request);
        throw error;
      }
    },
  };
}

/**
 * Password sign-in limits. A successful sign-in starts the IP's count afresh: its key carries the time of the
 * account's newest session.
 */
export function failedSignInLimits(app: FastifyInstance) {
  const newestSignIn = async (username: string) => {
    const [row] = await app.db
      .select({ at: sessions.createdAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.username, username))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    return row?.at.getTime() ?? 0;
  };
  return failureLimits(app, {
    name: 'login-failed',
    subjectKey: 'username',
    subject: attemptedUsername,
    freshness: newestSignIn,
    description: (username) => `Limite de tentativas de sessão excedido para "${username}"`,
    isFailure: isWrongCredential,
  });
}

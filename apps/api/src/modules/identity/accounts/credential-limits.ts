import { AUTH_MESSAGES } from '@congregacao/shared/auth-messages';
import { ERROR_CODES } from '@congregacao/shared/error-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Reservation } from '../../../lib/attempt-counter';
import type { RefusalRecord } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';

export const FIFTEEN_MINUTES = 15 * 60_000;
export const ONE_HOUR = 60 * 60_000;

/** A password, passkey or code that did not match (the refusal that counts against those limits). */
export const isWrongCredential = (error: unknown) =>
  error instanceof AppError && error.code === ERROR_CODES.UNAUTHENTICATED;

/** One count of tries: `max` per window of `windowMs` for each key (per address and account, per account…). */
export interface TryLimit<S> {
  key: (request: FastifyRequest, subject: S) => string | Promise<string>;
  max: number;
  windowMs: number;
}

export interface CredentialLimitOptions<S> {
  /** whose credential is tried (an account, a username as the log may name it), read once per try */
  subject: (request: FastifyRequest) => S | Promise<S>;
  limits: TryLimit<S>[];
  /** what the log says of a try a used-up limit refused (a CRITICAL FAILED_LOGIN entry) */
  refusal: (subject: S) => Omit<RefusalRecord, 'eventType' | 'severity'>;
  /** which refusals of the check are a failure; anything else, and a success, gives the try back */
  isFailure: (error: unknown) => boolean;
}

function usedUp(ttl: number, record: RefusalRecord): AppError {
  const retryAfter = Math.max(1, Math.ceil(ttl / 60_000));
  return new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyFailures(retryAfter), { retryAfter }, record);
}

/**
 * Throttling that locks out guessers, not staff, and holds under a burst (ADR 038): every try is counted in each
 * limit *before* its credential is verified (`app.attempts`, atomic in memory or Redis), so of any number of tries
 * sent at once at most `max` are verified; the others are refused at once (429, how long to wait) and recorded.
 * Only failures stay counted: a success, or a refusal that checked no credential, gives its try back — after the
 * check, never before.
 */
export function credentialLimits<S>(app: FastifyInstance, options: CredentialLimitOptions<S>) {
  return {
    async attempt<T>(request: FastifyRequest, check: () => Promise<T>): Promise<T> {
      const subject = await options.subject(request);
      const held: Reservation[] = [];
      const giveBack = () => Promise.all(held.map((reservation) => app.attempts.release(reservation)));
      for (const limit of options.limits) {
        const tried = await app.attempts.reserve(await limit.key(request, subject), limit.max, limit.windowMs);
        if (!tried.isReserved) {
          await giveBack();
          throw usedUp(tried.ttl, { eventType: 'FAILED_LOGIN', severity: 'CRITICAL', ...options.refusal(subject) });
        }
        held.push(tried.reservation);
      }
      try {
        const result = await check();
        await giveBack();
        return result;
      } catch (error) {
        if (!options.isFailure(error)) await giveBack();
        throw error;
      }
    },
  };
}

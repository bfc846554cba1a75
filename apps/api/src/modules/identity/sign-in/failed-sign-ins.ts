import { and, eq, isNull, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions, users } from '../../../db/schema';
import {
  type CredentialLimitOptions,
  credentialLimits,
  FIFTEEN_MINUTES,
  isWrongCredential,
  ONE_HOUR,
} from '../accounts/credential-limits';
import { attemptedUsername, type NamedUsername, type UsernameNamer } from './attempted-username';

/** Whose credential a sign-in tries, as its counters key it. */
interface SignInSubject {
  /** an account's username or id ('' or a digest when none) */
  key: string;
  /** starts the address's count afresh: the time of the account's newest sign-in */
  freshness?: number;
}

/**
 * The limits of every way in (ADR 023, 027, 038): failures only, 10 per 15 minutes per address and account, 100 an
 * hour per account from anywhere; each try counted before its credential is verified.
 */
export function signInLimits<S extends SignInSubject>(
  app: FastifyInstance,
  name: string,
  options: Omit<CredentialLimitOptions<S>, 'limits'>,
) {
  return credentialLimits(app, {
    ...options,
    limits: [
      {
        key: (request, subject) => `${name}:${request.ip}:${subject.key}:${subject.freshness ?? 0}`,
        max: 10,
        windowMs: FIFTEEN_MINUTES,
      },
      { key: (_request, subject) => `${name}-account:${subject.key}`, max: 100, windowMs: ONE_HOUR },
    ],
  });
}

/**
 * Password sign-in limits, per username as the log names it (an unknown one by its digest). A successful sign-in
 * starts the address's count afresh: its key carries the time of the account's newest session.
 */
export function failedSignInLimits(app: FastifyInstance, nameUsername: UsernameNamer) {
  const attempted = async (typed: string): Promise<NamedUsername & SignInSubject> => {
    // one query whether or not the account exists: the answer takes the same time
    const [account] = await app.db
      .select({ newest: max(sessions.createdAt) })
      .from(users)
      .leftJoin(sessions, eq(sessions.userId, users.id))
      .where(and(eq(users.username, typed), isNull(users.deletedAt)))
      .groupBy(users.id);
    return { ...nameUsername(typed, account !== undefined), freshness: account?.newest?.getTime() ?? 0 };
  };
  return signInLimits(app, 'login-failed', {
    subject: (request) => attempted(attemptedUsername(request)),
    refusal: (subject) => ({
      description: `Limite de tentativas de sessão excedido para ${subject.label}`,
      resource: 'session',
      user: null,
      details: subject.details,
    }),
    isFailure: isWrongCredential,
  });
}

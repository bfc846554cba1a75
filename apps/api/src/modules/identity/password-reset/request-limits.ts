import { PASSWORD_RESET_MESSAGES as M } from '@congregacao/shared/password-reset-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/errors';
import { FIFTEEN_MINUTES, ONE_HOUR } from '../accounts/credential-limits';
import type { NamedUsername } from '../sign-in/attempted-username';

/**
 * The limits of asking for a reset link by email (ADR 041), counted before the request is acted on like sign-in's
 * (ADR 038, `app.attempts`), but every request counts, not only failures: each may send a mail. Keyed by the username
 * as the log names it (an unknown one by its digest), so a refusal tells nothing about the account.
 */
const LIMITS = [
  { key: (ip: string, named: NamedUsername) => `reset-request:${ip}:${named.key}`, max: 5, windowMs: FIFTEEN_MINUTES },
  { key: (_ip: string, named: NamedUsername) => `reset-request-account:${named.key}`, max: 10, windowMs: ONE_HOUR },
  { key: (ip: string) => `reset-request-ip:${ip}`, max: 30, windowMs: FIFTEEN_MINUTES },
];

export async function countResetRequest(app: FastifyInstance, request: FastifyRequest, named: NamedUsername) {
  for (const limit of LIMITS) {
    const tried = await app.attempts.reserve(limit.key(request.ip, named), limit.max, limit.windowMs);
    if (tried.isReserved) continue;
    const retryAfter = Math.max(1, Math.ceil(tried.ttl / 60_000));
    throw new AppError(
      'RATE_LIMITED',
      M.tooMany(retryAfter),
      { retryAfter },
      {
        eventType: 'SUSPICIOUS_ACTIVITY',
        severity: 'HIGH',
        description: `Limite de pedidos de reposição de password excedido para ${named.label}`,
        resource: 'password_reset',
        user: null,
        details: named.details,
      },
    );
  }
}

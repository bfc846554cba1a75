import { AUTH_MESSAGES } from '@congregacao/shared/auth-messages';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { anonymousActor } from './actor';
import { type AuditEntry, recordAudit } from './audit';
import { AppError } from './errors';

/**
 * Refused calls one address may have recorded one by one in a window. Past it, what would be refused is answered 429
 * and not recorded, so nobody can grow the log without bound from one address (one CRITICAL entry says it started).
 */
export const REFUSALS_PER_ADDRESS = 600;
const WINDOW_MS = 15 * 60_000;

type Refusal = AppError | FastifyError;

/** The refusals the audit log records: every 401 and 403, and any error that says what to record (429 of a limit). */
export function isAuditedRefusal(error: Refusal, status: number): boolean {
  return status === 401 || status === 403 || (error instanceof AppError && error.audit !== undefined);
}

function entryOf(request: FastifyRequest, error: Refusal, status: number): AuditEntry {
  const audit = error instanceof AppError ? error.audit : undefined;
  const route = request.routeOptions.url ?? request.url.split('?')[0];
  return {
    eventType: audit?.eventType ?? 'UNAUTHORIZED_ACCESS',
    severity: audit?.severity,
    description: audit?.description ?? `Pedido recusado (${status}): ${request.method} ${route} — ${error.message}`,
    resource: audit?.resource ?? 'api',
    resourceId: audit?.resourceId,
    user: audit?.user,
    // small on purpose (a call without a token is recorded too): never headers, body or token
    details: { method: request.method, route, status, errorCode: error.code ?? null, ...audit?.details },
  };
}

/**
 * Records a refusal on its own connection, after any transaction of the refused call rolled back (so the refused
 * change leaves nothing but this entry), and says what to answer: the refusal itself, or a 429 past the address's
 * budget. A refusal whose entry cannot be written is still answered (and the failure logged).
 */
export function refusalRecorder(app: FastifyInstance) {
  const budget = app.createRateLimit({
    max: REFUSALS_PER_ADDRESS,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `refusals:${request.ip}`,
  });
  const write = (request: FastifyRequest, entry: AuditEntry) =>
    // (an error raised before the auth hook ran has no actor yet)
    recordAudit(app.db, request.actor ?? anonymousActor(request), entry).catch((err: unknown) =>
      request.log.error({ err }, 'refusal not recorded in the audit log'),
    );

  return async (request: FastifyRequest, error: Refusal, status: number): Promise<Refusal> => {
    // a rate-limit store that does not answer does not stop the recording
    const counted = await budget(request).catch(() => null);
    const state = counted && !counted.isAllowed ? counted : null;
    if (state?.isExceeded) {
      const retryAfter = Math.max(1, Math.ceil(state.ttl / 60_000));
      return new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyFailures(retryAfter), { retryAfter });
    }
    await write(request, entryOf(request, error, status));
    if (state?.remaining === 0) {
      await write(request, {
        eventType: 'SUSPICIOUS_ACTIVITY',
        severity: 'CRITICAL',
        description: `${REFUSALS_PER_ADDRESS} pedidos recusados de ${request.ip} em 15 minutos: os seguintes são respondidos com 429 sem registo individual`,
        resource: 'api',
        details: { refusals: REFUSALS_PER_ADDRESS, windowMinutes: WINDOW_MS / 60_000 },
      });
    }
    return error;
  };
}

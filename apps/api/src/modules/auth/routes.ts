import { loginBodySchema, meResponseSchema, sessionResponseSchema } from '@congregacao/shared/contracts/auth';
import { errorSchema, okSchema } from '@congregacao/shared/contracts/common';
import type { User } from '@congregacao/shared/contracts/user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../../lib/audit';
import { loginWithPassword } from './service';
import { deleteSession } from './sessions';

const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_HOUR = 60 * 60_000;

function attemptedUsername(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim().toLowerCase().slice(0, 50) : '';
}

/**
 * @fastify/rate-limit runs at most one limit per request (a request flag). Login has two (per IP + username and
 * per account), so the flag is lowered between them.
 */
async function allowAnotherRateLimit(request: FastifyRequest) {
  const record = request as unknown as Record<symbol, unknown>;
  for (const symbol of Object.getOwnPropertySymbols(record)) {
    if (symbol.description === 'fastify.request.rateLimitRan') record[symbol] = false;
  }
}

// While its session is cached, a user is one frozen object (auth/sessions.ts), built from explicit columns
// (users/user-dto.ts): its answer is written once, not on every call.
const meAnswers = new WeakMap<User, string>();

function meAnswer(user: User): string {
  let answer = meAnswers.get(user);
  if (answer === undefined) {
    answer = JSON.stringify({ user });
    meAnswers.set(user, answer);
  }
  return answer;
}

export function clientInfo(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'], user: request.user };
}

export default async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onExceeded = (request: FastifyRequest) => {
    void recordAudit(app.db, request, {
      eventType: 'FAILED_LOGIN',
      severity: 'CRITICAL',
      description: `Limite de tentativas de sessão excedido para "${attemptedUsername(request)}"`,
      resource: 'session',
      actor: null,
      details: { username: attemptedUsername(request) },
    }).catch((err) => request.log.error({ err }, 'audit of rate limit failed'));
  };
  const loginLimits = [
    app.rateLimit({
      max: 10,
      timeWindow: FIFTEEN_MINUTES,
      keyGenerator: (request) => `login:${request.ip}:${attemptedUsername(request)}`,
      onExceeded,
    }),
    allowAnotherRateLimit,
    app.rateLimit({
      max: 100,
      timeWindow: ONE_HOUR,
      keyGenerator: (request) => `login-account:${attemptedUsername(request)}`,
      onExceeded,
    }),
  ];

  r.post(
    '/auth/login',
    {
      config: { public: true },
      preHandler: loginLimits,
      schema: {
        tags: ['auth'],
        body: loginBodySchema,
        response: { 200: sessionResponseSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => loginWithPassword(app.db, request.body, clientInfo(request)),
  );

  r.post(
    '/auth/logout',
    {
      config: { operation: 'session.self', beforePasswordChange: true },
      schema: { tags: ['auth'], response: { 200: okSchema } },
    },
    async (request) => {
      await app.db.transaction(async (tx) => {
        await deleteSession(tx, request.sessionId!);
        await recordAudit(tx, request, {
          eventType: 'USER_LOGOUT',
          description: `Sessão terminada por ${request.user!.username}`,
          resource: 'session',
          resourceId: request.user!.id,
        });
      });
      return { ok: true as const };
    },
  );

  r.get(
    '/auth/me',
    {
      config: { operation: 'session.self', beforePasswordChange: true },
      schema: { tags: ['auth'], response: { 200: meResponseSchema } },
    },
    (request, reply) => {
      reply.type('application/json; charset=utf-8').send(meAnswer(request.user!) as never);
    },
  );
}

import { sessionResponseSchema } from '@congregacao/shared/contracts/auth';
import { errorSchema } from '@congregacao/shared/contracts/common';
import { loginMfaBodySchema } from '@congregacao/shared/contracts/mfa';
import { ERROR_CODES } from '@congregacao/shared/error-codes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/errors';
import { createSecretBox } from '../../../lib/secret-box';
import { failureLimits } from './failed-sign-ins';
import { challengeSubject, completeSignIn } from './sign-in-challenge';

const refusals = { 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema };

/** The second step of a sign-in: a TOTP or recovery code for the challenge of the first step (ADR 023). */
export default async function secondStepRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const box = createSecretBox(app.config);
  const failedCodes = failureLimits(app, {
    name: 'mfa-failed',
    subjectKey: 'userId',
    subject: (request) => challengeSubject(app.db, (request.body as { mfaToken?: unknown } | undefined)?.mfaToken),
    description: (userId) => `Limite de códigos de segundo fator excedido (utilizador ${userId})`,
    isFailure: (error) =>
      error instanceof AppError &&
      error.audit?.eventType === 'FAILED_LOGIN' &&
      error.code !== ERROR_CODES.MFA_CHALLENGE_ENDED,
  });

  r.post(
    '/auth/login/mfa',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: loginMfaBodySchema, response: { 200: sessionResponseSchema, ...refusals } },
    },
    async (request) =>
      failedCodes.attempt(request, () => completeSignIn(app.db, app.config, box, request.body, request.actor)),
  );
}

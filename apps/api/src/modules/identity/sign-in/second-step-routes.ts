import { sessionResponseSchema } from '@congregacao/shared/contracts/auth';
import { errorSchema } from '@congregacao/shared/contracts/common';
import { loginMfaBodySchema } from '@congregacao/shared/contracts/mfa';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createSecretBox } from '../../../lib/secret-box';
import { signInLimits } from './failed-sign-ins';
import { challengeSubject, completeSignIn, isRefusedCode } from './sign-in-challenge';

const refusals = { 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema };

/** The second step of a sign-in: a TOTP or recovery code for the challenge of the first step (ADR 023). */
export default async function secondStepRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const box = createSecretBox(app.config);
  const failedCodes = signInLimits(app, 'mfa-failed', {
    subject: async (request) => ({
      key: await challengeSubject(app.db, (request.body as { mfaToken?: unknown } | undefined)?.mfaToken),
    }),
    refusal: ({ key }) => ({
      description: `Limite de códigos de segundo fator excedido (utilizador ${key})`,
      resource: 'session',
      user: null,
      details: { userId: key },
    }),
    isFailure: isRefusedCode,
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

import { googleLoginBodySchema, sessionResponseSchema } from '@congregacao/shared/contracts/auth';
import { errorSchema } from '@congregacao/shared/contracts/common';
import { mfaChallengeSchema } from '@congregacao/shared/contracts/mfa';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createGoogleVerifier, signInWithGoogle } from './google-sign-in';

const FIFTEEN_MINUTES = 15 * 60_000;

/** POST /auth/google {credential}: signs in the active user linked to (or matching) a verified Google account. */
export default async function googleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const verify = app.config.GOOGLE_CLIENT_ID ? createGoogleVerifier(app.config) : null;

  r.post(
    '/auth/google',
    {
      config: { public: true },
      preHandler: app.rateLimit({
        max: 30,
        timeWindow: FIFTEEN_MINUTES,
        keyGenerator: (request) => `google-login:${request.ip}`,
      }),
      schema: {
        tags: ['auth'],
        body: googleLoginBodySchema,
        response: {
          200: z.union([sessionResponseSchema, mfaChallengeSchema]),
          400: errorSchema,
          401: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request) => signInWithGoogle(app.db, app.config, verify, request.body.credential, request.actor),
  );
}

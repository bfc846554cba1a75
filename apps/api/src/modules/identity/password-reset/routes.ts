import { errorSchema, idParamsSchema } from '@congregacao/shared/contracts/common';
import {
  passwordResetBodySchema,
  passwordResetLinkSchema,
  passwordResetRefusalSchema,
  passwordResetRequestBodySchema,
  passwordResetRequestResponseSchema,
  passwordResetResponseSchema,
  passwordResetTokenParamsSchema,
} from '@congregacao/shared/contracts/password-reset';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../../lib/actor';
import { FIFTEEN_MINUTES } from '../accounts/credential-limits';
import { usernameNamer } from '../sign-in/attempted-username';
import { countResetRequest } from './request-limits';
import { givePasswordResetLink, requestPasswordReset, resetPassword } from './service';

const tags = ['auth: password reset'];

/** Never locked out (issue 36, docs/decisions/041): a one-time link by email, or handed over by the secretary. */
export default async function passwordResetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const nameUsername = usernameNamer(app.config);
  const canEmail = Boolean(app.config.SMTP_URL);
  const mail = { mailer: app.mailer, canEmail, origin: app.config.publicOrigin, log: app.log };

  r.post(
    '/auth/password-reset',
    {
      config: { public: true },
      schema: {
        tags,
        body: passwordResetRequestBodySchema,
        response: { 202: passwordResetRequestResponseSchema, 429: errorSchema, 503: errorSchema },
      },
    },
    async (request, reply) => {
      const { username } = request.body;
      await requestPasswordReset(app.db, mail, request.actor, username, (isKnown) =>
        countResetRequest(app, request, nameUsername(username, isKnown)),
      );
      return reply.code(202).send({ accepted: true as const, canEmail });
    },
  );

  r.post(
    '/auth/password-reset/:token',
    {
      config: { public: true },
      preHandler: app.rateLimit({
        max: 10,
        timeWindow: FIFTEEN_MINUTES,
        keyGenerator: (request) => `password-reset-use:${request.ip}`,
      }),
      schema: {
        tags,
        params: passwordResetTokenParamsSchema,
        body: passwordResetBodySchema,
        response: {
          200: passwordResetResponseSchema,
          400: errorSchema,
          410: passwordResetRefusalSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => resetPassword(app.db, request.actor, request.params.token, request.body.newPassword),
  );

  r.post(
    '/users/:id/password-reset-link',
    {
      config: { operation: 'users.manage' },
      schema: {
        tags,
        params: idParamsSchema,
        response: { 201: passwordResetLinkSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const link = await givePasswordResetLink(
        app.db,
        app.config,
        signedIn(request.actor),
        request.params.id,
        // PUBLIC_URL or the address the server prints, never the request's Host (ADR 036)
        app.config.publicOrigin,
      );
      return reply.code(201).send(link);
    },
  );
}

import { sessionResponseSchema } from '@congregacao/shared/contracts/auth';
import { errorSchema, idParamsSchema, okSchema } from '@congregacao/shared/contracts/common';
import {
  acceptInvitationBodySchema,
  createInvitationBodySchema,
  invitationGoneErrorSchema,
  invitationInfoSchema,
  invitationResponseSchema,
  invitationTokenParamsSchema,
} from '@congregacao/shared/contracts/self-reporting';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/actor';
import { acceptInvitation, createInvitation, describeInvitation, revokeInvitation } from './service';

const FIFTEEN_MINUTES = 15 * 60_000;
const tags = ['self-reporting: invitations'];
const manage = { operation: 'invitations.manage' } as const;
const tokenErrors = { 400: errorSchema, 404: errorSchema, 410: invitationGoneErrorSchema, 429: errorSchema };

/** Invitations for a publisher to report for themselves (issue 23, docs/decisions/021). */
export default async function invitationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perIp = (name: string, max: number) =>
    app.rateLimit({ max, timeWindow: FIFTEEN_MINUTES, keyGenerator: (request) => `${name}:${request.ip}` });
  const canEmail = Boolean(app.config.SMTP_URL);

  r.post(
    '/publishers/:id/invitation',
    {
      config: manage,
      schema: {
        tags,
        params: idParamsSchema,
        body: createInvitationBodySchema,
        response: { 201: invitationResponseSchema, 404: errorSchema, 409: errorSchema, 503: errorSchema },
      },
    },
    async (request, reply) => {
      const { hasEmail, ...created } = await createInvitation(app.db, app.mailer, signedIn(request.actor), {
        publisherId: request.params.id,
        // PUBLIC_URL or the address the server prints, never the request's Host (ADR 036)
        origin: app.config.publicOrigin,
        sendEmail: request.body?.sendEmail ?? false,
        canEmail,
      });
      return reply.code(201).send({ ...created, canEmail: canEmail && hasEmail });
    },
  );

  r.delete(
    '/publishers/:id/invitation',
    { config: manage, schema: { tags, params: idParamsSchema, response: { 200: okSchema, 404: errorSchema } } },
    async (request) => {
      await revokeInvitation(app.db, signedIn(request.actor), request.params.id);
      return { ok: true as const };
    },
  );

  r.get(
    '/invitations/:token',
    {
      config: { public: true },
      preHandler: perIp('invitation-read', 60),
      schema: { tags, params: invitationTokenParamsSchema, response: { 200: invitationInfoSchema, ...tokenErrors } },
    },
    async (request) => describeInvitation(app.db, request.params.token),
  );

  r.post(
    '/invitations/:token/accept',
    {
      config: { public: true },
      preHandler: perIp('invitation-accept', 10),
      schema: {
        tags,
        params: invitationTokenParamsSchema,
        body: acceptInvitationBodySchema,
        response: { 200: sessionResponseSchema, 409: errorSchema, ...tokenErrors },
      },
    },
    async (request) => acceptInvitation(app.db, app.config, request.actor, request.params.token, request.body),
  );
}

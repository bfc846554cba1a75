import { errorSchema } from '@congregacao/shared/contracts/common';
import {
  changePasswordBodySchema,
  confirmEmailBodySchema,
  putEmailBodySchema,
  requestEmailCodeBodySchema,
  requestEmailCodeResponseSchema,
  updateProfileBodySchema,
  userResponseSchema,
} from '@congregacao/shared/contracts/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/actor';
import { confirmEmail, putEmail, removeEmail, requestEmailCode } from './email-service';
import { changePassword, updateProfile } from './profile-service';

const FIFTEEN_MINUTES = 15 * 60_000;
const self = { operation: 'session.self' } as const;
const tags = ['users: self'];
const refusals = { 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema, 503: errorSchema };

/** The signed-in user's own profile, theme, password and email (every role). */
export default async function selfRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perUser = (name: string, max: number) =>
    app.rateLimit({ max, timeWindow: FIFTEEN_MINUTES, keyGenerator: (request) => `${name}:${request.actor.user?.id}` });

  r.put(
    '/users/profile',
    {
      config: self,
      schema: { tags, body: updateProfileBodySchema, response: { 200: userResponseSchema, ...refusals } },
    },
    async (request) => ({ user: await updateProfile(app.db, signedIn(request.actor), request.body) }),
  );

  r.put(
    '/users/password',
    {
      config: { ...self, beforePasswordChange: true, beforeSecondFactor: true },
      preHandler: perUser('password', 10),
      schema: { tags, body: changePasswordBodySchema, response: { 200: userResponseSchema, ...refusals } },
    },
    async (request) => ({ user: await changePassword(app.db, signedIn(request.actor), request.body) }),
  );

  r.post(
    '/users/email/request-code',
    {
      config: self,
      preHandler: perUser('email-code', 5),
      schema: {
        tags,
        body: requestEmailCodeBodySchema,
        response: { 200: requestEmailCodeResponseSchema, ...refusals },
      },
    },
    async (request) => requestEmailCode(app.db, app.mailer, signedIn(request.actor), request.body.newEmail),
  );

  r.post(
    '/users/email/confirm',
    {
      config: self,
      schema: { tags, body: confirmEmailBodySchema, response: { 200: userResponseSchema, ...refusals } },
    },
    async (request) => ({ user: await confirmEmail(app.db, signedIn(request.actor), request.body) }),
  );

  r.delete(
    '/users/email',
    { config: self, schema: { tags, response: { 200: userResponseSchema, ...refusals } } },
    async (request) => ({ user: await removeEmail(app.db, signedIn(request.actor)) }),
  );

  r.put(
    '/users/email',
    { config: self, schema: { tags, body: putEmailBodySchema, response: { 200: userResponseSchema, ...refusals } } },
    async (request) => ({ user: await putEmail(app.db, signedIn(request.actor), request.body.email) }),
  );
}

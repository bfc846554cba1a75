import { errorSchema } from '@congregacao/shared/contracts/common';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  confirmEmailBodySchema,
  putEmailBodySchema,
  requestEmailCodeBodySchema,
  requestEmailCodeResponseSchema,
  updateProfileBodySchema,
  userResponseSchema,
} from '@congregacao/shared/contracts/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../../lib/actor';
import { perUserLimit, routeSpec } from '../../../lib/route-spec';
import { currentPasswordLimits } from './current-password';
import { confirmEmail, putEmail, removeEmail, requestEmailCode } from './email-service';
import { changePassword, updateProfile } from './profile-service';

const refusals = { 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema, 503: errorSchema };
const route = routeSpec(['users: self'], refusals);

/** The signed-in user's own profile, theme, password and email (every role). */
export default async function selfRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const currentPassword = currentPasswordLimits(app);
  const passwordChange = {
    preHandler: perUserLimit(app, 'password', 10),
    flags: { beforePasswordChange: true, beforeSecondFactor: true },
  };

  r.put(
    '/users/profile',
    route('session.self', { body: updateProfileBodySchema, response: { 200: userResponseSchema } }),
    async (request) => ({ user: await updateProfile(app.db, app.config, signedIn(request.actor), request.body) }),
  );

  r.put(
    '/users/password',
    route(
      'session.self',
      { body: changePasswordBodySchema, response: { 200: changePasswordResponseSchema } },
      passwordChange,
    ),
    async (request) =>
      currentPassword.attempt(request, () => changePassword(app.db, app.config, signedIn(request.actor), request.body)),
  );

  r.post(
    '/users/email/request-code',
    route(
      'session.self',
      { body: requestEmailCodeBodySchema, response: { 200: requestEmailCodeResponseSchema } },
      { preHandler: perUserLimit(app, 'email-code', 5) },
    ),
    async (request) => requestEmailCode(app.db, app.mailer, signedIn(request.actor), request.body.newEmail),
  );

  r.post(
    '/users/email/confirm',
    route('session.self', { body: confirmEmailBodySchema, response: { 200: userResponseSchema } }),
    async (request) => ({ user: await confirmEmail(app.db, app.config, signedIn(request.actor), request.body) }),
  );

  r.delete('/users/email', route('session.self', { response: { 200: userResponseSchema } }), async (request) => ({
    user: await removeEmail(app.db, app.config, signedIn(request.actor)),
  }));

  r.put(
    '/users/email',
    route('session.self', { body: putEmailBodySchema, response: { 200: userResponseSchema } }),
    async (request) => ({ user: await putEmail(app.db, app.config, signedIn(request.actor), request.body.email) }),
  );
}

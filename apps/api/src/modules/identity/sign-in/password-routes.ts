import {
  loginBodySchema,
  meResponseSchema,
  sessionLimitsSchema,
  sessionResponseSchema,
} from '@congregacao/shared/contracts/auth';
import { errorSchema, okSchema } from '@congregacao/shared/contracts/common';
import { mfaChallengeSchema } from '@congregacao/shared/contracts/mfa';
import type { User } from '@congregacao/shared/contracts/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../../lib/actor';
import { sessionLimits } from '../sessions/sessions';
import { usernameNamer } from './attempted-username';
import { failedSignInLimits } from './failed-sign-ins';
import { loginWithPassword, logout } from './password-sign-in';

// While its session is cached, a user is one frozen object (identity/sessions/sessions.ts), built from explicit columns
// (identity/accounts/repository.ts): its answer is written once, not on every call.
const meAnswers = new WeakMap<User, string>();

function meAnswer(user: User): string {
  let answer = meAnswers.get(user);
  if (answer === undefined) {
    answer = JSON.stringify({ user });
    meAnswers.set(user, answer);
  }
  return answer;
}

export default async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const nameUsername = usernameNamer(app.config);
  const failedSignIns = failedSignInLimits(app, nameUsername);

  r.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        body: loginBodySchema,
        response: {
          200: z.union([sessionResponseSchema, mfaChallengeSchema]),
          401: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request) =>
      failedSignIns.attempt(request, () =>
        loginWithPassword(app.db, app.config, nameUsername, request.body, request.actor),
      ),
  );

  r.post(
    '/auth/logout',
    {
      config: { operation: 'session.self', beforePasswordChange: true, beforeSecondFactor: true },
      schema: { tags: ['auth'], response: { 200: okSchema } },
    },
    async (request) => {
      await logout(app.db, signedIn(request.actor));
      return { ok: true as const };
    },
  );

  r.get(
    '/auth/me',
    {
      config: { operation: 'session.self', beforePasswordChange: true, beforeSecondFactor: true },
      schema: { tags: ['auth'], response: { 200: meResponseSchema } },
    },
    (request, reply) => {
      reply.type('application/json; charset=utf-8').send(meAnswer(signedIn(request.actor).user) as never);
    },
  );

  // the web app's keepalive: a call made while the person works (it moves the idle limit like any call) that says
  // when the session ends, so the app can warn five minutes before
  r.get(
    '/auth/session',
    {
      config: { operation: 'session.self', beforeSecondFactor: true },
      schema: { tags: ['auth'], response: { 200: sessionLimitsSchema } },
    },
    async (request) => sessionLimits(app.db, app.config, signedIn(request.actor).sessionId),
  );
}

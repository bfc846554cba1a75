import { errorSchema, idParamsSchema, okSchema } from '@congregacao/shared/contracts/common';
import { endedSessionsResponseSchema, ownSessionsResponseSchema } from '@congregacao/shared/contracts/sessions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../../lib/actor';
import { endOtherOwnSessions, endOwnSession, listOwnSessions } from './own-sessions';

// a user who must still enrol a second factor may see and end their own sessions
const self = { operation: 'session.self', beforeSecondFactor: true } as const;
const tags = ['users: self'];

/** Preferências → Sessões: the caller's own sessions, listed and ended. */
export default async function sessionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/users/me/sessions',
    { config: self, schema: { tags, response: { 200: ownSessionsResponseSchema, 401: errorSchema } } },
    async (request) => ({ sessions: await listOwnSessions(app.db, app.config, signedIn(request.actor)) }),
  );

  r.delete(
    '/users/me/sessions/:id',
    {
      config: self,
      schema: { tags, params: idParamsSchema, response: { 200: okSchema, 401: errorSchema, 404: errorSchema } },
    },
    async (request) => {
      await endOwnSession(app.db, signedIn(request.actor), request.params.id);
      return { ok: true as const };
    },
  );

  r.delete(
    '/users/me/sessions',
    { config: self, schema: { tags, response: { 200: endedSessionsResponseSchema, 401: errorSchema } } },
    async (request) => endOtherOwnSessions(app.db, signedIn(request.actor)),
  );
}

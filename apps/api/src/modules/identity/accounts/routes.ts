import { errorSchema, idParamsSchema } from '@congregacao/shared/contracts/common';
import {
  changeRoleBodySchema,
  createUserBodySchema,
  groupOverseersResponseSchema,
  invalidateSessionsResponseSchema,
  registerUserBodySchema,
  updateUserBodySchema,
  userResponseSchema,
  usersResponseSchema,
} from '@congregacao/shared/contracts/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../../lib/actor';
import { listGroupOverseers, listUsers } from './repository';
import selfRoutes from './self-routes';
import { changeRole, createUser, deleteUser, getUser, invalidateSessions, restoreUser, updateUser } from './service';

const refusals = { 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const manage = { operation: 'users.manage' } as const;
const tags = ['users'];

/** User administration (Admin, Secretary) and, in self-routes.ts, each user's own profile, password and email. */
export default async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  await app.register(selfRoutes);

  r.get('/users', { config: manage, schema: { tags, response: { 200: usersResponseSchema } } }, async () => ({
    users: await listUsers(app.db, app.config, 'active'),
  }));

  r.get('/users/deleted', { config: manage, schema: { tags, response: { 200: usersResponseSchema } } }, async () => ({
    users: await listUsers(app.db, app.config, 'deleted'),
  }));

  r.get(
    '/users/group-overseers',
    {
      config: { operation: 'users.groupOverseers' },
      schema: { tags, response: { 200: groupOverseersResponseSchema } },
    },
    async () => ({ overseers: await listGroupOverseers(app.db) }),
  );

  r.get(
    '/users/:id',
    {
      config: manage,
      schema: { tags, params: idParamsSchema, response: { 200: userResponseSchema, 404: errorSchema } },
    },
    async (request) => ({ user: await getUser(app.db, app.config, request.params.id) }),
  );

  // the registration screen's call and the plain one create alike; the audit log tells them apart
  for (const [url, body, eventType] of [
    ['/users/register', registerUserBodySchema, 'USER_REGISTER'],
    ['/users', createUserBodySchema, 'USER_CREATE'],
  ] as const) {
    r.post(
      url,
      { config: manage, schema: { tags, body, response: { 201: userResponseSchema, ...refusals } } },
      async (request, reply) => {
        const user = await createUser(app.db, app.config, signedIn(request.actor), request.body, eventType);
        return reply.code(201).send({ user });
      },
    );
  }

  r.put(
    '/users/:id',
    {
      config: manage,
      schema: {
        tags,
        params: idParamsSchema,
        body: updateUserBodySchema,
        response: { 200: userResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      user: await updateUser(app.db, app.config, signedIn(request.actor), request.params.id, request.body),
    }),
  );

  r.put(
    '/users/:id/role',
    {
      config: manage,
      schema: {
        tags,
        params: idParamsSchema,
        body: changeRoleBodySchema,
        response: { 200: userResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      user: await changeRole(app.db, app.config, signedIn(request.actor), request.params.id, request.body.role),
    }),
  );

  r.delete(
    '/users/:id',
    { config: manage, schema: { tags, params: idParamsSchema, response: { 200: userResponseSchema, ...refusals } } },
    async (request) => ({ user: await deleteUser(app.db, app.config, signedIn(request.actor), request.params.id) }),
  );

  r.post(
    '/users/:id/restore',
    { config: manage, schema: { tags, params: idParamsSchema, response: { 200: userResponseSchema, ...refusals } } },
    async (request) => ({ user: await restoreUser(app.db, app.config, signedIn(request.actor), request.params.id) }),
  );

  r.post(
    '/users/:id/invalidate-sessions',
    {
      config: manage,
      schema: { tags, params: idParamsSchema, response: { 200: invalidateSessionsResponseSchema, ...refusals } },
    },
    async (request) => ({
      ok: true as const,
      sessionsEnded: await invalidateSessions(app.db, app.config, signedIn(request.actor), request.params.id),
    }),
  );
}

import { errorSchema, idParamsSchema, okSchema } from '@congregacao/shared/contracts/common';
import {
  createHouseholdBodySchema,
  createServiceGroupBodySchema,
  householdListSchema,
  householdSchema,
  serviceGroupListSchema,
  serviceGroupSchema,
} from '@congregacao/shared/contracts/groups';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listHouseholds, listServiceGroups } from './repository';
import { createHousehold, createServiceGroup, deleteHousehold, deleteServiceGroup } from './service';

const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema };

/** Service groups and households (spec point 7 "Groups and households"). */
export default async function groupsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/service-groups/',
    {
      config: { operation: 'serviceGroups.list' },
      schema: { tags: ['groups'], response: { 200: serviceGroupListSchema } },
    },
    async () => listServiceGroups(app.db),
  );

  r.post(
    '/service-groups/',
    {
      config: { operation: 'serviceGroups.manage' },
      schema: {
        tags: ['groups'],
        body: createServiceGroupBodySchema,
        response: { 201: serviceGroupSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createServiceGroup(app.db, request.actor, request.body)),
  );

  r.delete(
    '/service-groups/:id',
    {
      config: { operation: 'serviceGroups.manage' },
      schema: { tags: ['groups'], params: idParamsSchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      await deleteServiceGroup(app.db, request.actor, request.params.id);
      return { ok: true as const };
    },
  );

  r.get(
    '/households/',
    {
      config: { operation: 'households.manage' },
      schema: { tags: ['households'], response: { 200: householdListSchema } },
    },
    async () => listHouseholds(app.db),
  );

  r.post(
    '/households/',
    {
      config: { operation: 'households.manage' },
      schema: { tags: ['households'], body: createHouseholdBodySchema, response: { 201: householdSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await createHousehold(app.db, request.actor, request.body)),
  );

  r.delete(
    '/households/:id',
    {
      config: { operation: 'households.manage' },
      schema: { tags: ['households'], params: idParamsSchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      await deleteHousehold(app.db, request.actor, request.params.id);
      return { ok: true as const };
    },
  );
}

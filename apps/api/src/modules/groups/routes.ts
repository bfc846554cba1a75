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
import { routeSpec } from '../../lib/route-spec';
import { listHouseholds, listServiceGroups } from './repository';
import { createHousehold, createServiceGroup, deleteHousehold, deleteServiceGroup } from './service';

const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema };
const groupRoute = routeSpec(['groups'], errors);
const householdRoute = routeSpec(['households'], errors);

/** Service groups and households (spec point 7 "Groups and households"). */
export default async function groupsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/service-groups/', groupRoute('serviceGroups.list', { response: { 200: serviceGroupListSchema } }), async () =>
    listServiceGroups(app.db),
  );

  r.post(
    '/service-groups/',
    groupRoute('serviceGroups.manage', { body: createServiceGroupBodySchema, response: { 201: serviceGroupSchema } }),
    async (request, reply) => reply.code(201).send(await createServiceGroup(app.db, request.actor, request.body)),
  );

  r.delete(
    '/service-groups/:id',
    groupRoute('serviceGroups.manage', { params: idParamsSchema, response: { 200: okSchema } }),
    async (request) => {
      await deleteServiceGroup(app.db, request.actor, request.params.id);
      return { ok: true as const };
    },
  );

  r.get('/households/', householdRoute('households.manage', { response: { 200: householdListSchema } }), async () =>
    listHouseholds(app.db),
  );

  r.post(
    '/households/',
    householdRoute('households.manage', { body: createHouseholdBodySchema, response: { 201: householdSchema } }),
    async (request, reply) => reply.code(201).send(await createHousehold(app.db, request.actor, request.body)),
  );

  r.delete(
    '/households/:id',
    householdRoute('households.manage', { params: idParamsSchema, response: { 200: okSchema } }),
    async (request) => {
      await deleteHousehold(app.db, request.actor, request.params.id);
      return { ok: true as const };
    },
  );
}

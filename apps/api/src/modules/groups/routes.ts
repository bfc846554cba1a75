import { errorSchema, idParamsSchema, okSchema } from '@congregacao/shared/contracts/common';
import {
  createHouseholdBodySchema,
  createServiceGroupBodySchema,
  householdListSchema,
  householdSchema,
  serviceGroupListSchema,
  serviceGroupSchema,
} from '@congregacao/shared/contracts/groups';
import type { Permission } from '@congregacao/shared/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType, z } from 'zod';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { routeSpec } from '../../lib/route-spec';
import { listHouseholds, listServiceGroups } from './repository';
import { createHousehold, createServiceGroup, deleteHousehold, deleteServiceGroup } from './service';

const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema };

/** A list the staff keep by hand: read it, add to it (201), remove from it by id. */
interface ManagedList<Body extends ZodType, Item extends ZodType> {
  /** where it is served, its OpenAPI tag, who may read it and who may change it */
  route: { path: string; tag: string; list: Permission; manage: Permission };
  schemas: { list: ZodType; body: Body; item: Item };
  calls: {
    list: (db: Database) => Promise<unknown>;
    create: (db: Database, actor: Actor, body: z.output<Body>) => Promise<z.input<Item>>;
    remove: (db: Database, actor: Actor, id: number) => Promise<void>;
  };
}

function registerManagedList<Body extends ZodType, Item extends ZodType>(
  app: FastifyInstance,
  { route: at, schemas, calls }: ManagedList<Body, Item>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeSpec([at.tag], errors);
  r.get(at.path, route(at.list, { response: { 200: schemas.list } }), async () => calls.list(app.db));
  r.post(at.path, route(at.manage, { body: schemas.body, response: { 201: schemas.item } }), async (request, reply) =>
    reply.code(201).send(await calls.create(app.db, request.actor, request.body as z.output<Body>)),
  );
  r.delete(
    `${at.path}:id`,
    route(at.manage, { params: idParamsSchema, response: { 200: okSchema } }),
    async (request) => {
      await calls.remove(app.db, request.actor, request.params.id);
      return { ok: true as const };
    },
  );
}

/** Service groups and households (spec point 7 "Groups and households"). */
export default async function groupsRoutes(app: FastifyInstance) {
  registerManagedList(app, {
    route: { path: '/service-groups/', tag: 'groups', list: 'serviceGroups.list', manage: 'serviceGroups.manage' },
    schemas: { list: serviceGroupListSchema, body: createServiceGroupBodySchema, item: serviceGroupSchema },
    calls: { list: listServiceGroups, create: createServiceGroup, remove: deleteServiceGroup },
  });
  registerManagedList(app, {
    route: { path: '/households/', tag: 'households', list: 'households.manage', manage: 'households.manage' },
    schemas: { list: householdListSchema, body: createHouseholdBodySchema, item: householdSchema },
    calls: { list: listHouseholds, create: createHousehold, remove: deleteHousehold },
  });
}

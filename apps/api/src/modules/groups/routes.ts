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
  path: string;
  tag: string;
  permissions: { list: Permission; manage: Permission };
  schemas: { list: ZodType; body: Body; item: Item };
  list: (db: Database) => Promise<unknown>;
  create: (db: Database, actor: Actor, body: z.output<Body>) => Promise<z.input<Item>>;
  remove: (db: Database, actor: Actor, id: number) => Promise<void>;
}

function registerManagedList<Body extends ZodType, Item extends ZodType>(
  app: FastifyInstance,
  list: ManagedList<Body, Item>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeSpec([list.tag], errors);
  r.get(list.path, route(list.permissions.list, { response: { 200: list.schemas.list } }), async () =>
    list.list(app.db),
  );
  r.post(
    list.path,
    route(list.permissions.manage, { body: list.schemas.body, response: { 201: list.schemas.item } }),
    async (request, reply) =>
      reply.code(201).send(await list.create(app.db, request.actor, request.body as z.output<Body>)),
  );
  r.delete(
    `${list.path}:id`,
    route(list.permissions.manage, { params: idParamsSchema, response: { 200: okSchema } }),
    async (request) => {
      await list.remove(app.db, request.actor, request.params.id);
      return { ok: true as const };
    },
  );
}

/** Service groups and households (spec point 7 "Groups and households"). */
export default async function groupsRoutes(app: FastifyInstance) {
  registerManagedList(app, {
    path: '/service-groups/',
    tag: 'groups',
    permissions: { list: 'serviceGroups.list', manage: 'serviceGroups.manage' },
    schemas: { list: serviceGroupListSchema, body: createServiceGroupBodySchema, item: serviceGroupSchema },
    list: listServiceGroups,
    create: createServiceGroup,
    remove: deleteServiceGroup,
  });
  registerManagedList(app, {
    path: '/households/',
    tag: 'households',
    permissions: { list: 'households.manage', manage: 'households.manage' },
    schemas: { list: householdListSchema, body: createHouseholdBodySchema, item: householdSchema },
    list: listHouseholds,
    create: createHousehold,
    remove: deleteHousehold,
  });
}

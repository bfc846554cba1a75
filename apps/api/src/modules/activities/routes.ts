import {
  activityStatusBodySchema,
  monthlyActivityDetailSchema,
  monthlyActivityListSchema,
  saveActivityBodySchema,
  saveActivityResponseSchema,
} from '@congregacao/shared/contracts/activities';
import { errorSchema, idParamsSchema, okSchema } from '@congregacao/shared/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeSpec } from '../../lib/route-spec';
import { deleteActivity } from './delete-activity';
import { getActivityDetail, listActivities } from './repository';
import { createActivity, setActivityStatus, updateActivity } from './service';

const tags = ['monthly activities'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const route = routeSpec(tags, errors);

/** Monthly activities (spec point 7). Irregular publishers live in the reports module. */
export default async function activitiesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/monthlyactivityreports/',
    {
      config: { operation: 'activities.read' },
      schema: { tags, response: { 200: monthlyActivityListSchema, 401: errorSchema, 403: errorSchema } },
    },
    async () => listActivities(app.db),
  );

  r.get(
    '/monthlyactivityreports/:id',
    route('activities.read', { params: idParamsSchema, response: { 200: monthlyActivityDetailSchema } }),
    async (request) => getActivityDetail(app.db, request.params.id),
  );

  r.post(
    '/monthlyactivityreports/',
    route('activities.write', { body: saveActivityBodySchema, response: { 201: saveActivityResponseSchema } }),
    async (request, reply) => reply.code(201).send(await createActivity(app.db, request.actor, request.body)),
  );

  r.put(
    '/monthlyactivityreports/:id',
    route('activities.write', {
      params: idParamsSchema,
      body: saveActivityBodySchema,
      response: { 200: saveActivityResponseSchema },
    }),
    async (request) => updateActivity(app.db, request.actor, request.params.id, request.body),
  );

  r.patch(
    '/monthlyactivityreports/:id/status',
    route('activities.write', {
      params: idParamsSchema,
      body: activityStatusBodySchema,
      response: { 200: saveActivityResponseSchema },
    }),
    async (request) => setActivityStatus(app.db, request.actor, request.params.id, request.body),
  );

  r.delete(
    '/monthlyactivityreports/:id',
    route('activities.delete', { params: idParamsSchema, response: { 200: okSchema } }),
    async (request) => {
      await deleteActivity(app.db, request.actor, request.params.id);
      return { ok: true as const };
    },
  );
}

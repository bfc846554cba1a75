import { errorSchema, idParamsSchema } from '@congregacao/shared/contracts/common';
import {
  publisherBodySchema,
  publisherListSchema,
  publisherSchema,
  publisherSearchQuerySchema,
  savedPublisherSchema,
} from '@congregacao/shared/contracts/publishers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/actor';
import { createPublisher, getPublisher, listPublishers, updatePublisher } from './service';

const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema };

/** Publishers (spec point 7 "Publishers"). */
export default async function publishersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/publishers/',
    {
      config: { operation: 'publishers.list' },
      schema: { tags: ['publishers'], querystring: publisherSearchQuerySchema, response: { 200: publisherListSchema } },
    },
    async (request) => listPublishers(app.db, signedIn(request.actor).user.role, true, request.query),
  );

  r.get(
    '/publishers/disabled',
    {
      config: { operation: 'publishers.list' },
      schema: { tags: ['publishers'], querystring: publisherSearchQuerySchema, response: { 200: publisherListSchema } },
    },
    async (request) => listPublishers(app.db, signedIn(request.actor).user.role, false, request.query),
  );

  r.get(
    '/publishers/:id',
    {
      config: { operation: 'publishers.manage' },
      schema: { tags: ['publishers'], params: idParamsSchema, response: { 200: publisherSchema, ...errors } },
    },
    async (request) => getPublisher(app.db, request.params.id),
  );

  r.post(
    '/publishers/',
    {
      config: { operation: 'publishers.manage' },
      schema: { tags: ['publishers'], body: publisherBodySchema, response: { 201: publisherSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await createPublisher(app.db, request.actor, request.body)),
  );

  r.put(
    '/publishers/:id',
    {
      config: { operation: 'publishers.manage' },
      schema: {
        tags: ['publishers'],
        params: idParamsSchema,
        body: publisherBodySchema,
        response: { 200: savedPublisherSchema, ...errors },
      },
    },
    async (request) => updatePublisher(app.db, request.actor, request.params.id, request.body),
  );
}

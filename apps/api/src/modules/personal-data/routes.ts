import { errorSchema, idParamsSchema } from '@congregacao/shared/contracts/common';
import {
  eraseBodySchema,
  eraseResponseSchema,
  retentionDueSchema,
  retentionEraseBodySchema,
  retentionEraseSchema,
} from '@congregacao/shared/contracts/imports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeSpec } from '../../lib/route-spec';
import { sendFile } from '../files/routes';
import { erase, eraseRetentionDue, listRetentionDue, personalDataZip } from './service';

const tags = ['personal-data'];
const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema };
const route = routeSpec(tags, errors);

/** A person's data, erasure and retention (GDPR Arts. 15, 17, 20, 5(1)(e); issue 24, docs/decisions/022). */
export default async function personalDataRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/publishers/:id/personal-data',
    route('publishers.personalData', { description: 'application/zip', params: idParamsSchema }),
    async (request, reply) =>
      sendFile(reply, 'application/zip', await personalDataZip(app.db, request.actor, request.params.id)),
  );

  r.post(
    '/publishers/:id/erase',
    route('publishers.erase', {
      params: idParamsSchema,
      body: eraseBodySchema,
      response: { 200: eraseResponseSchema },
    }),
    async (request) => erase(app.db, request.actor, request.params.id, request.body.confirmName),
  );

  r.get(
    '/publishers/retention',
    { config: { operation: 'publishers.erase' }, schema: { tags, response: { 200: retentionDueSchema } } },
    async () => ({
      retentionYears: app.config.RETENTION_YEARS,
      publishers: await listRetentionDue(app.db, app.config.RETENTION_YEARS),
    }),
  );

  r.post(
    '/publishers/retention/erase',
    route('publishers.erase', { body: retentionEraseBodySchema, response: { 200: retentionEraseSchema } }),
    async (request) => eraseRetentionDue(app.db, request.actor, app.config.RETENTION_YEARS, request.body.publisherIds),
  );
}

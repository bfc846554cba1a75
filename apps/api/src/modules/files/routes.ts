import { s88BodySchema } from '@congregacao/shared/contracts/attendance';
import { errorSchema } from '@congregacao/shared/contracts/common';
import {
  s21AllBodySchema,
  s21CardBodySchema,
  s21GroupBodySchema,
  serviceYearParamsSchema,
} from '@congregacao/shared/contracts/history';
import { s21FormatQuerySchema } from '@congregacao/shared/contracts/transfers';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeSpec } from '../../lib/route-spec';
import { type FileDownload, s10Card, s21AllZip, s21Card, s21GroupZip, s21TotalsCards, s88Card } from './service';

const route = routeSpec(['files'], { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema });

export function sendFile<T>(reply: FastifyReply, contentType: string, file: FileDownload<T>) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

/**
 * S-21 record cards: one PDF, or zips streamed card by card (all publishers, one group); the S-88 attendance card; the
 * S-10 analysis and the S-21 totals cards.
 */
export default async function filesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/files/s21',
    route('files.s21', { description: 'application/pdf', body: s21CardBodySchema, querystring: s21FormatQuerySchema }),
    async (request, reply) => {
      const { publisherId, serviceYear } = request.body;
      const file = await s21Card(app.db, request.actor, publisherId, serviceYear, request.query.format);
      return sendFile(reply, 'application/pdf', file);
    },
  );

  r.post(
    '/files/s21-all',
    route('files.s21', { description: 'application/zip', body: s21AllBodySchema, querystring: s21FormatQuerySchema }),
    async (request, reply) => {
      const zipRequest = { actor: request.actor, log: request.log, format: request.query.format };
      return sendFile(reply, 'application/zip', await s21AllZip(app.db, zipRequest, request.body.serviceYear));
    },
  );

  r.post(
    '/files/s21-group',
    route('files.s21', { description: 'application/zip', body: s21GroupBodySchema }),
    async (request, reply) => {
      const { serviceYear, groupNumber } = request.body;
      return sendFile(reply, 'application/zip', await s21GroupZip(app.db, request, serviceYear, groupNumber));
    },
  );

  r.post(
    '/files/s88',
    route('files.s88', { description: 'application/pdf', body: s88BodySchema }),
    async (request, reply) =>
      sendFile(reply, 'application/pdf', await s88Card(app.db, request.actor, request.body.serviceYear)),
  );

  // the branch cycle (ADR 037): the service year's analysis (S-10) and the congregation's S-21 totals cards
  r.post(
    '/files/s10',
    route('congregationAnalysis.read', { description: 'application/pdf', body: serviceYearParamsSchema }),
    async (request, reply) =>
      sendFile(reply, 'application/pdf', await s10Card(app.db, request.actor, request.body.serviceYear)),
  );

  r.post(
    '/files/s21-totals',
    route('congregationAnalysis.read', { description: 'application/pdf', body: serviceYearParamsSchema }),
    async (request, reply) =>
      sendFile(reply, 'application/pdf', await s21TotalsCards(app.db, request.actor, request.body.serviceYear)),
  );
}

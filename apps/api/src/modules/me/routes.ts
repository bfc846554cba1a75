import { errorSchema } from '@congregacao/shared/contracts/common';
import { meReportParamsSchema, meReportsResponseSchema } from '@congregacao/shared/contracts/delegates';
import {
  publisherHistorySchema,
  serviceYearParamsSchema,
  serviceYearsSchema,
} from '@congregacao/shared/contracts/history';
import { staleVersionErrorSchema } from '@congregacao/shared/contracts/reports';
import {
  meReportResponseSchema,
  ownDetailsSchema,
  ownReportSchema,
  putMeReportBodySchema,
} from '@congregacao/shared/contracts/self-reporting';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/actor';
import { sendFile } from '../files/routes';
import { s21Card } from '../files/service';
import { getPublisherHistory, getServiceYears } from '../history/repository';
import { getOwnDetails, ownPublisherId, ownReports } from './service';

const config = { operation: 'self.report' } as const;
const tags = ['self-reporting: me'];
const errors = { 400: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * The signed-in publisher's own report, record and S-21 (issue 23). Every call is about `user.publisherId` only:
 * no path names another publisher, so none can be reached.
 */
export default async function meRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ownReport = ownReports(app.db);

  r.get(
    '/me/report',
    { config, schema: { tags, response: { 200: meReportResponseSchema, ...errors } } },
    async (request) => ownReport.get(signedIn(request.actor)),
  );

  r.put(
    '/me/report',
    {
      // a report, never a session or user: the session cache (every caller's next call) stays warm
      config: { ...config, changes: ['data'] },
      schema: {
        tags,
        body: putMeReportBodySchema,
        response: { 200: ownReportSchema, ...errors, 409: errorSchema.or(staleVersionErrorSchema) },
      },
    },
    async (request) => ownReport.put(signedIn(request.actor), request.body),
  );

  // reporting for the family (issue 36, docs/decisions/041)
  r.get(
    '/me/reports',
    { config, schema: { tags, response: { 200: meReportsResponseSchema, ...errors } } },
    async (request) => ownReport.getFamily(signedIn(request.actor)),
  );

  r.put(
    '/me/reports/:reportId',
    {
      config: { ...config, changes: ['data'] },
      schema: {
        tags,
        params: meReportParamsSchema,
        body: putMeReportBodySchema,
        response: { 200: ownReportSchema, ...errors, 409: errorSchema.or(staleVersionErrorSchema) },
      },
    },
    async (request) => ownReport.putFamily(signedIn(request.actor), request.params.reportId, request.body),
  );

  r.get('/me/details', { config, schema: { tags, response: { 200: ownDetailsSchema, ...errors } } }, async (request) =>
    getOwnDetails(app.db, signedIn(request.actor)),
  );

  r.get(
    '/me/service-years',
    { config, schema: { tags, response: { 200: serviceYearsSchema, ...errors } } },
    async (request) => ({ serviceYears: await getServiceYears(app.db, ownPublisherId(signedIn(request.actor))) }),
  );

  r.get(
    '/me/history/:serviceYear',
    { config, schema: { tags, params: serviceYearParamsSchema, response: { 200: publisherHistorySchema, ...errors } } },
    async (request) => getPublisherHistory(app.db, request.params.serviceYear, ownPublisherId(signedIn(request.actor))),
  );

  r.get(
    '/me/s21/:serviceYear',
    { config, schema: { tags, description: 'application/pdf', params: serviceYearParamsSchema, response: errors } },
    async (request, reply) => {
      const actor = signedIn(request.actor);
      const file = await s21Card(app.db, actor, ownPublisherId(actor), request.params.serviceYear);
      return sendFile(reply, 'application/pdf', file);
    },
  );
}

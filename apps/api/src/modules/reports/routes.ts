import { errorSchema } from '@congregacao/shared/contracts/common';
import {
  activityIdParamsSchema,
  approveAnsweredQuerySchema,
  approveAnsweredResponseSchema,
  changeStatusQuerySchema,
  changeStatusResponseSchema,
  createReportBodySchema,
  irregularPublishersResponseSchema,
  reportRowSchema,
  reportsByMonthSchema,
  sendToSecretaryBodySchema,
  sendToSecretaryResponseSchema,
  staleVersionErrorSchema,
  updateChangedBodySchema,
  updateChangedResponseSchema,
} from '@congregacao/shared/contracts/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/actor';
import { routeSpec } from '../../lib/route-spec';
import { byMonthAnswers } from './by-month-answers';
import { createReport } from './create-report';
import { irregularPublishers } from './irregular';
import { approveAnswered, changeGroupStatus, sendToSecretary } from './status';
import { updateChangedReports } from './update-changed';

const idParams = z.object({ id: activityIdParamsSchema.shape.monthlyActivityId });
const tags = ['publisher reports'];
const writeErrors = { 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const write = routeSpec(tags, writeErrors);

/** Publisher reports of a monthly activity: fill, send, review (architecture.md rules live in the services). */
export default async function reportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const answerByMonth = byMonthAnswers(app.db, app.changes);

  r.get(
    '/publisherreports/bymonth/:id',
    {
      config: { operation: 'reports.fill' },
      schema: { tags, params: idParams, response: { 200: reportsByMonthSchema, 404: errorSchema } },
    },
    async (request, reply) => {
      const answer = await answerByMonth(signedIn(request.actor).user, request.params.id);
      // already the contract's JSON, as bytes (by-month-answers.ts)
      return reply.type('application/json; charset=utf-8').send(answer as never);
    },
  );

  r.put(
    '/publisherreports/update-changed',
    {
      config: { operation: 'reports.fill' },
      schema: {
        tags,
        body: updateChangedBodySchema,
        response: { 200: updateChangedResponseSchema, ...writeErrors, 409: errorSchema.or(staleVersionErrorSchema) },
      },
    },
    async (request) => ({ reports: await updateChangedReports(app.db, signedIn(request.actor), request.body.reports) }),
  );

  r.put(
    '/publisherreports/send-to-secretary',
    write('reports.fill', { body: sendToSecretaryBodySchema, response: { 200: sendToSecretaryResponseSchema } }),
    async (request) =>
      sendToSecretary(app.db, signedIn(request.actor), request.body.monthlyActivityId, {
        onlyAnswered: request.body.onlyAnswered,
      }),
  );

  r.put(
    '/publisherreports/change-status',
    write('reports.manage', { querystring: changeStatusQuerySchema, response: { 200: changeStatusResponseSchema } }),
    async (request) => changeGroupStatus(app.db, signedIn(request.actor), request.query),
  );

  r.put(
    '/publisherreports/approve-answered',
    write('reports.manage', {
      querystring: approveAnsweredQuerySchema,
      response: { 200: approveAnsweredResponseSchema },
    }),
    async (request) => approveAnswered(app.db, signedIn(request.actor), request.query.activityId),
  );

  r.post(
    '/publisherreports/',
    write('reports.manage', { body: createReportBodySchema, response: { 201: reportRowSchema } }),
    async (request, reply) =>
      reply.code(201).send(await createReport(app.db, signedIn(request.actor), request.body.report)),
  );

  r.get(
    '/monthlyactivityreports/irregular-publishers/:monthlyActivityId',
    {
      config: { operation: 'activities.write' },
      schema: {
        tags,
        params: activityIdParamsSchema,
        response: { 200: irregularPublishersResponseSchema, 404: errorSchema },
      },
    },
    async (request) => irregularPublishers(app.db, request.params.monthlyActivityId),
  );
}

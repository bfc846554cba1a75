import { errorSchema } from '@congregacao/shared/contracts/common';
import {
  activityIdParamsSchema,
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
import { byMonthAnswers } from './by-month-answers';
import { createReport } from './create-report';
import { irregularPublishers } from './irregular';
import { changeGroupStatus, sendToSecretary } from './status';
import { updateChangedReports } from './update-changed';

const idParams = z.object({ id: activityIdParamsSchema.shape.monthlyActivityId });
const writeErrors = { 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Publisher reports of a monthly activity: fill, send, review (architecture.md rules live in the services). */
export default async function reportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['publisher reports'];
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
    {
      config: { operation: 'reports.fill' },
      schema: {
        tags,
        body: sendToSecretaryBodySchema,
        response: { 200: sendToSecretaryResponseSchema, ...writeErrors },
      },
    },
    async (request) => sendToSecretary(app.db, signedIn(request.actor), request.body.monthlyActivityId),
  );

  r.put(
    '/publisherreports/change-status',
    {
      config: { operation: 'reports.manage' },
      schema: {
        tags,
        querystring: changeStatusQuerySchema,
        response: { 200: changeStatusResponseSchema, ...writeErrors },
      },
    },
    async (request) => changeGroupStatus(app.db, signedIn(request.actor), request.query),
  );

  r.post(
    '/publisherreports/',
    {
      config: { operation: 'reports.manage' },
      schema: { tags, body: createReportBodySchema, response: { 201: reportRowSchema, ...writeErrors } },
    },
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

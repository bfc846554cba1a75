import { errorSchema, idParamsSchema } from '@congregacao/shared/contracts/common';
import { serviceYearParamsSchema } from '@congregacao/shared/contracts/history';
import {
  applicationBodySchema,
  applicationSchema,
  applicationsQuerySchema,
  applicationsSchema,
  belowPaceSchema,
  decisionBodySchema,
  pioneerProgressSchema,
  publisherProgressParamsSchema,
  specialMonthsSchema,
} from '@congregacao/shared/contracts/pioneer-year';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/actor';
import { ownPublisherId } from '../me/service';
import { createApplication, decideApplication } from './applications';
import { listApplications } from './applications-repository';
import { progressOf } from './progress';
import { readYearInputs } from './repository';
import { belowPace, publisherProgress } from './service';
import { getSpecialMonths, putSpecialMonths } from './special-months';

const tags = ['pioneer year'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The pioneer's year (issue 35, ADR 040): progress, the "below pace" list. */
export default async function pioneerYearRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/publishers/:id/pioneer-progress/:serviceYear',
    {
      config: { operation: 'pioneerYear.progress' },
      schema: { tags, params: publisherProgressParamsSchema, response: { 200: pioneerProgressSchema, ...errors } },
    },
    async (request) =>
      publisherProgress(app.db, signedIn(request.actor).user, request.params.id, request.params.serviceYear),
  );

  r.get(
    '/me/pioneer-progress/:serviceYear',
    {
      config: { operation: 'self.report' },
      schema: { tags, params: serviceYearParamsSchema, response: { 200: pioneerProgressSchema, ...errors } },
    },
    async (request) => {
      const publisherId = ownPublisherId(signedIn(request.actor));
      const { serviceYear } = request.params;
      return progressOf(serviceYear, await readYearInputs(app.db, serviceYear, [publisherId]), publisherId);
    },
  );

  r.get(
    '/pioneer-progress/:serviceYear/below-pace',
    {
      config: { operation: 'pioneerYear.progress' },
      schema: { tags, params: serviceYearParamsSchema, response: { 200: belowPaceSchema, ...errors } },
    },
    async (request) => belowPace(app.db, signedIn(request.actor).user, request.params.serviceYear),
  );

  const manage = { operation: 'pioneerYear.manage' } as const;
  r.get(
    '/service-years/:serviceYear/special-months',
    {
      config: manage,
      schema: { tags, params: serviceYearParamsSchema, response: { 200: specialMonthsSchema, ...errors } },
    },
    async (request) => getSpecialMonths(app.db, request.params.serviceYear),
  );

  r.put(
    '/service-years/:serviceYear/special-months',
    {
      config: { ...manage, changes: ['data'] },
      schema: {
        tags,
        params: serviceYearParamsSchema,
        body: specialMonthsSchema,
        response: { 200: specialMonthsSchema, ...errors },
      },
    },
    async (request) => putSpecialMonths(app.db, signedIn(request.actor), request.params.serviceYear, request.body),
  );

  const applications = { operation: 'pioneerYear.applications' } as const;
  const answer = { 200: applicationSchema, 409: errorSchema, ...errors };
  r.post(
    '/me/auxiliary-pioneer-applications',
    {
      config: { operation: 'self.report', changes: ['data'] },
      schema: { tags, body: applicationBodySchema, response: answer },
    },
    async (request) => {
      const actor = signedIn(request.actor);
      return createApplication(app.db, actor, ownPublisherId(actor), request.body);
    },
  );

  r.get(
    '/me/auxiliary-pioneer-applications',
    { config: { operation: 'self.report' }, schema: { tags, response: { 200: applicationsSchema, ...errors } } },
    async (request) => listApplications(app.db, { publisherId: ownPublisherId(signedIn(request.actor)) }),
  );

  r.post(
    '/publishers/:id/auxiliary-pioneer-applications',
    {
      config: { ...manage, changes: ['data'] },
      schema: { tags, params: idParamsSchema, body: applicationBodySchema, response: answer },
    },
    async (request) => createApplication(app.db, signedIn(request.actor), request.params.id, request.body),
  );

  r.get(
    '/auxiliary-pioneer-applications',
    {
      config: applications,
      schema: { tags, querystring: applicationsQuerySchema, response: { 200: applicationsSchema, ...errors } },
    },
    async (request) => listApplications(app.db, { status: request.query.status }),
  );

  r.post(
    '/auxiliary-pioneer-applications/:id/decision',
    {
      config: { ...applications, changes: ['data'] },
      schema: { tags, params: idParamsSchema, body: decisionBodySchema, response: answer },
    },
    async (request) => decideApplication(app.db, signedIn(request.actor), request.params.id, request.body.approve),
  );
}

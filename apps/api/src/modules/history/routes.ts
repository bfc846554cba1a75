import { errorSchema } from '@congregacao/shared/contracts/common';
import {
  pioneerMonthParamsSchema,
  pioneerMonthSummariesSchema,
  pioneerReportsSchema,
  pioneerTotalsSchema,
  publisherHistoryParamsSchema,
  publisherHistorySchema,
  serviceYearParamsSchema,
  serviceYearsQuerySchema,
  serviceYearsSchema,
} from '@congregacao/shared/contracts/history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/actor';
import { scopeOf } from '../reports/scope';
import { getPioneerMonthReports, getPioneerMonthSummaries, getPioneerTotals } from './repository';
import { publisherHistory, serviceYears } from './service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const config = { operation: 'reports.history' } as const;
const tags = ['history'];

/** A publisher's service year, pioneer statistics and the service years that have reports. */
export default async function historyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/publisherreports/service-years',
    {
      config,
      schema: { tags, querystring: serviceYearsQuerySchema, response: { 200: serviceYearsSchema, ...errors } },
    },
    async (request) => ({
      serviceYears: await serviceYears(app.db, signedIn(request.actor).user, request.query.publisherId),
    }),
  );

  r.get(
    '/publisherreports/pioneers/:serviceYear',
    {
      config,
      schema: { tags, params: serviceYearParamsSchema, response: { 200: pioneerMonthSummariesSchema, ...errors } },
    },
    async (request) => getPioneerMonthSummaries(app.db, request.params.serviceYear),
  );

  r.get(
    '/publisherreports/pioneers/:month/:year',
    { config, schema: { tags, params: pioneerMonthParamsSchema, response: { 200: pioneerReportsSchema, ...errors } } },
    async (request) => {
      const scope = scopeOf(signedIn(request.actor).user);
      return getPioneerMonthReports(app.db, scope, request.params.month, request.params.year);
    },
  );

  r.get(
    '/publisherreports/pioneers-totals/:serviceYear',
    { config, schema: { tags, params: serviceYearParamsSchema, response: { 200: pioneerTotalsSchema, ...errors } } },
    async (request) => getPioneerTotals(app.db, request.params.serviceYear),
  );

  r.get(
    '/publisherreports/:serviceYear/:publisherId',
    {
      config,
      schema: {
        tags,
        params: publisherHistoryParamsSchema,
        response: { 200: publisherHistorySchema, 404: errorSchema, ...errors },
      },
    },
    async (request) =>
      publisherHistory(app.db, signedIn(request.actor).user, request.params.serviceYear, request.params.publisherId),
  );
}

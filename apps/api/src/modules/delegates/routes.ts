import { errorSchema, idParamsSchema } from '@congregacao/shared/contracts/common';
import { putReportingDelegateBodySchema, reportingDelegateSchema } from '@congregacao/shared/contracts/delegates';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/actor';
import { getReportingDelegate, putReportingDelegate } from './service';

const tags = ['self-reporting: family'];
const config = { operation: 'publishers.manage' } as const;

/** Reporting for the family (issue 36, docs/decisions/041): who sends a publisher's report for them. */
export default async function delegatesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/publishers/:id/reporting-delegate',
    { config, schema: { tags, params: idParamsSchema, response: { 200: reportingDelegateSchema, 404: errorSchema } } },
    async (request) => getReportingDelegate(app.db, request.params.id),
  );

  r.put(
    '/publishers/:id/reporting-delegate',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        body: putReportingDelegateBodySchema,
        response: { 200: reportingDelegateSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => putReportingDelegate(app.db, signedIn(request.actor), request.params.id, request.body),
  );
}

import { errorSchema, idParamsSchema } from '@congregacao/shared/contracts/common';
import {
  congregationReportSchema,
  missingReportsSchema,
  remindParamsSchema,
  remindResultSchema,
} from '@congregacao/shared/contracts/congregation-report';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/actor';
import { routeSpec } from '../../lib/route-spec';
import { scopeOf } from '../reports/scope';
import { getMissingReports } from './missing';
import { remindOverseer } from './remind';
import { getCongregationReport } from './service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const route = routeSpec(['congregation-report'], errors);

/** The month's congregation report (S-1) and the reports still missing (docs/decisions/020). */
export default async function congregationReportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const isMailConfigured = () => Boolean(app.config.SMTP_URL);

  r.get(
    '/monthlyactivityreports/:id/congregation-report',
    route('congregationReport.read', { params: idParamsSchema, response: { 200: congregationReportSchema } }),
    async (request) => getCongregationReport(app.db, request.params.id),
  );

  r.get(
    '/monthlyactivityreports/:id/missing',
    route('reports.missing', { params: idParamsSchema, response: { 200: missingReportsSchema } }),
    async (request) =>
      getMissingReports(app.db, request.params.id, {
        scope: scopeOf(signedIn(request.actor).user),
        isMailConfigured: isMailConfigured(),
      }),
  );

  r.post(
    '/monthlyactivityreports/:id/missing/:groupId/remind',
    route('reports.remind', {
      params: remindParamsSchema,
      response: { 200: remindResultSchema, 409: errorSchema, 503: errorSchema },
    }),
    async (request) =>
      remindOverseer(app.db, app.mailer, request.actor, {
        activityId: request.params.id,
        groupId: request.params.groupId,
        isMailConfigured: isMailConfigured(),
      }),
  );
}

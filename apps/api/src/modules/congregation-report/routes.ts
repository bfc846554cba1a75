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
import { scopeOf } from '../reports/scope';
import { getMissingReports } from './missing';
import { remindOverseer } from './remind';
import { getCongregationReport } from './service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['congregation-report'];

/** The month's congregation report (S-1) and the reports still missing (docs/decisions/020). */
export default async function congregationReportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const isMailConfigured = () => Boolean(app.config.SMTP_URL);

  r.get(
    '/monthlyactivityreports/:id/congregation-report',
    {
      config: { operation: 'congregationReport.read' },
      schema: { tags, params: idParamsSchema, response: { 200: congregationReportSchema, ...errors } },
    },
    async (request) => getCongregationReport(app.db, request.params.id),
  );

  r.get(
    '/monthlyactivityreports/:id/missing',
    {
      config: { operation: 'reports.missing' },
      schema: { tags, params: idParamsSchema, response: { 200: missingReportsSchema, ...errors } },
    },
    async (request) =>
      getMissingReports(app.db, request.params.id, {
        scope: scopeOf(signedIn(request.actor).user),
        isMailConfigured: isMailConfigured(),
      }),
  );

  r.post(
    '/monthlyactivityreports/:id/missing/:groupId/remind',
    {
      config: { operation: 'reports.remind' },
      schema: {
        tags,
        params: remindParamsSchema,
        response: { 200: remindResultSchema, 409: errorSchema, 503: errorSchema, ...errors },
      },
    },
    async (request) =>
      remindOverseer(app.db, app.mailer, request.actor, {
        activityId: request.params.id,
        groupId: request.params.groupId,
        isMailConfigured: isMailConfigured(),
      }),
  );
}

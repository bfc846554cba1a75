import {
  congregationAnalysisSchema,
  lateReportBodySchema,
  lateReportSchema,
} from '@congregacao/shared/contracts/branch-cycle';
import { errorSchema, idParamsSchema } from '@congregacao/shared/contracts/common';
import {
  congregationReportSchema,
  groupLineParamsSchema,
  missingReportsSchema,
  remindParamsSchema,
  remindResultSchema,
  s1GroupLineSchema,
} from '@congregacao/shared/contracts/congregation-report';
import { serviceYearParamsSchema } from '@congregacao/shared/contracts/history';
import { staleVersionErrorSchema } from '@congregacao/shared/contracts/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/actor';
import { routeSpec } from '../../lib/route-spec';
import { scopeOf } from '../reports/scope';
import { cachedFigures } from './cached-figures';
import { getGroupLine } from './group-line';
import { answerLateReport } from './late-report';
import { getMissingReports } from './missing';
import { remindOverseer } from './remind';
import { submitCongregationReport, withdrawSubmission } from './submission';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const route = routeSpec(['congregation-report'], errors);

/**
 * The month's congregation report (S-1) and the reports still missing (docs/decisions/020); the branch cycle: the S-1
 * sent to the branch, late reports, figures by group and the service year's analysis (docs/decisions/037).
 */
export default async function congregationReportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const isMailConfigured = () => Boolean(app.config.SMTP_URL);
  const figures = cachedFigures(app.db, app.changes);

  r.get(
    '/monthlyactivityreports/:id/congregation-report',
    route('congregationReport.read', { params: idParamsSchema, response: { 200: congregationReportSchema } }),
    async (request) => figures.congregationReport(request.params.id),
  );

  r.post(
    '/monthlyactivityreports/:id/congregation-report/submission',
    route('congregationReport.submit', {
      params: idParamsSchema,
      response: { 200: congregationReportSchema, 409: errorSchema },
    }),
    async (request) => submitCongregationReport(app.db, signedIn(request.actor), request.params.id),
  );

  r.delete(
    '/monthlyactivityreports/:id/congregation-report/submission',
    route('congregationReport.submit', {
      params: idParamsSchema,
      response: { 200: congregationReportSchema, 409: errorSchema },
    }),
    async (request) => withdrawSubmission(app.db, signedIn(request.actor), request.params.id),
  );

  r.get(
    '/monthlyactivityreports/:id/congregation-report/groups/:groupId',
    route('congregationReport.groupLine', { params: groupLineParamsSchema, response: { 200: s1GroupLineSchema } }),
    async (request) => getGroupLine(app.db, signedIn(request.actor), request.params.id, request.params.groupId),
  );

  r.put(
    '/publisherreports/:id/late',
    route('reports.late', {
      params: idParamsSchema,
      body: lateReportBodySchema,
      response: { 200: lateReportSchema, 409: errorSchema.or(staleVersionErrorSchema) },
    }),
    async (request) => answerLateReport(app.db, signedIn(request.actor), request.params.id, request.body),
  );

  r.get(
    '/service-years/:serviceYear/congregation-analysis',
    route('congregationAnalysis.read', {
      params: serviceYearParamsSchema,
      response: { 200: congregationAnalysisSchema },
    }),
    async (request) => figures.congregationAnalysis(request.params.serviceYear),
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

import { Readable } from 'node:stream';
import {
  auditCsvFileName,
  auditFiltersSchema,
  auditListQuerySchema,
  auditListResponseSchema,
  auditStatsSchema,
} from '@congregacao/shared/contracts/audit';
import { errorSchema } from '@congregacao/shared/contracts/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../../lib/audit';
import { auditCsvChunks } from './csv';
import { activeFilters } from './repositories/filters';
import { listAuditLogs } from './repositories/list';
import { auditStats } from './repositories/stats';

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

function sendCsv(reply: FastifyReply, fileName: string, body: Readable) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body);
}

/** The audit log viewer's API: read-only (entries are never changed or deleted through the API). */
export default async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/audit',
    {
      config: { operation: 'audit.read' },
      schema: {
        tags: ['audit'],
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema, ...refusals },
      },
    },
    async (request) => listAuditLogs(app.db, request.query),
  );

  r.get(
    '/audit/stats/summary',
    {
      config: { operation: 'audit.read' },
      schema: { tags: ['audit'], response: { 200: auditStatsSchema, ...refusals } },
    },
    async () => auditStats(app.db),
  );

  r.get(
    '/audit/export/csv',
    {
      config: { operation: 'audit.read' },
      schema: {
        tags: ['audit'],
        description:
          'Streams the matching entries as RFC 4180 CSV (columns: AUDIT_CSV_COLUMNS); recorded as DATA_EXPORT.',
        querystring: auditFiltersSchema,
        response: refusals,
      },
    },
    async (request, reply) => {
      const filters = activeFilters(request.query);
      await recordAudit(app.db, request.actor, {
        eventType: 'DATA_EXPORT',
        description: 'Exportação do registo de auditoria (CSV)',
        resource: 'audit',
        details: { format: 'csv', filters },
      });
      return sendCsv(reply, auditCsvFileName(), Readable.from(auditCsvChunks(app.db, request.query)));
    },
  );
}

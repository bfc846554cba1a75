import { errorSchema } from '@congregacao/shared/contracts/common';
import {
  importCommitSchema,
  importIdParamsSchema,
  importPreviewSchema,
  serviceYearParamsSchema,
} from '@congregacao/shared/contracts/imports';
import { importCommitBodySchema } from '@congregacao/shared/contracts/transfers';
import { t } from '@congregacao/shared/i18n/translate';
import { PUBLISHER_COLUMNS, REPORT_COLUMNS } from '@congregacao/shared/import-columns';
import { IMPORT_MESSAGES } from '@congregacao/shared/import-messages';
import { IMPORT_MAX_BYTES } from '@congregacao/shared/limits';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/actor';
import { AppError, badRequest } from '../../lib/errors';
import { auditExport, type ExportFormat, publishersTable, reportsTable } from './exports';
import { commitImport, previewImport } from './service';
import { tableOf, toCsv, toXlsx } from './table-files';

const config = { operation: 'data.transfer' } as const;
const tags = ['imports'];
const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema, 413: errorSchema, 415: errorSchema };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function sendTable(reply: FastifyReply, rows: string[][], format: ExportFormat, baseName: string) {
  return reply
    .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${baseName}.${format}"`)
    .header('cache-control', 'no-store')
    .send(format === 'csv' ? toCsv(rows) : await toXlsx(rows));
}

/** The bytes of the multipart field `file` and its name; over 20 MB: 413 with the limit in pt-PT. */
async function uploadedFile(request: FastifyRequest): Promise<{ data: Buffer; fileName: string }> {
  try {
    const file = await request.file();
    if (file?.fieldname !== 'file') throw badRequest(IMPORT_MESSAGES.noFile);
    return { data: await file.toBuffer(), fileName: file.filename };
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) {
      throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooLarge(IMPORT_MAX_BYTES / 1024 / 1024));
    }
    throw error;
  }
}

const today = () => new Date().toISOString().slice(0, 10);

/** Import (upload, preview, commit), templates and exports (issue 24; docs/import.md). */
export default async function importsRoutes(app: FastifyInstance) {
  // Only these routes take multipart bodies: one file, at most 20 MB (a larger one is refused with 413).
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const format of ['csv', 'xlsx'] as const) {
    r.get(`/imports/template.${format}`, { config, schema: { tags } }, async (_request, reply) =>
      sendTable(
        reply,
        tableOf(PUBLISHER_COLUMNS, [], () => null),
        format,
        t('sheet.publishersTemplate'),
      ),
    );
    r.get(`/imports/reports-template.${format}`, { config, schema: { tags } }, async (_request, reply) =>
      sendTable(
        reply,
        tableOf(REPORT_COLUMNS, [], () => null),
        format,
        t('sheet.reportsTemplate'),
      ),
    );
    r.get(`/exports/publishers.${format}`, { config, schema: { tags } }, async (request, reply) => {
      const rows = await publishersTable(app.db);
      await auditExport(app.db, request.actor, 'publicadores', format, rows.length - 1);
      return sendTable(reply, rows, format, t('sheet.publishersExport', { date: today() }));
    });
  }

  r.get(
    '/exports/reports/:serviceYear.csv',
    { config, schema: { tags, params: serviceYearParamsSchema, response: errors } },
    async (request, reply) => {
      const { serviceYear } = request.params;
      const rows = await reportsTable(app.db, serviceYear);
      await auditExport(app.db, request.actor, `relatórios do ano de serviço ${serviceYear}`, 'csv', rows.length - 1);
      return sendTable(reply, rows, 'csv', t('sheet.reportsExport', { serviceYear }));
    },
  );

  r.post(
    '/imports/preview',
    {
      config,
      schema: {
        tags,
        description: 'multipart/form-data, the file in field `file`',
        response: { 200: importPreviewSchema, ...errors },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMPORT_MESSAGES.notMultipart);
      const { data, fileName } = await uploadedFile(request);
      return previewImport(app.db, signedIn(request.actor), data, fileName);
    },
  );

  r.post(
    '/imports/:importId/commit',
    {
      config,
      schema: {
        tags,
        params: importIdParamsSchema,
        body: importCommitBodySchema,
        response: { 200: importCommitSchema, ...errors },
      },
    },
    async (request) =>
      commitImport(app.db, signedIn(request.actor), request.params.importId, request.body?.arrivalDate),
  );
}

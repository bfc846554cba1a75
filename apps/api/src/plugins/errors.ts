import { ERROR_CODES } from '@congregacao/shared/error-codes';
import { type MessageId, t } from '@congregacao/shared/i18n/translate';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, invalidValue } from '../lib/errors';
import { inLocale, requestLocale } from '../lib/language';
import { isAuditedRefusal, refusalRecorder } from '../lib/refusal-audit';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: (string | number)[] } };
}

function fieldOf(context: string | undefined, issue: ValidationIssue | undefined): string {
  const path = issue?.params?.issue?.path?.join('.') || issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  return [context, path].filter(Boolean).join('.') || t('validation.requestField');
}

/** Fastify's own refusals in the request's language (its messages are English); any other is 'Pedido inválido'. */
const FRAMEWORK_REFUSALS: Record<string, MessageId> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.emptyJson',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.badContentLength',
  FST_ERR_BAD_URL: 'request.badUrl',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'request.notMultipart',
};

/** The status and body an error leaves with (JSON {error, code, ...}); null for a bug (500). */
function answerOf(error: FastifyError | AppError): { status: number; body: Record<string, unknown> } | null {
  if (hasZodFastifySchemaValidationErrors(error)) {
    // the reason is in the request's language: the schema's own message, else validationReason (plugins/validation.ts)
    const issue = error.validation[0] as ValidationIssue | undefined;
    return answerOf(invalidValue(fieldOf(error.validationContext, issue), issue?.message ?? t('validation.invalid')));
  }
  if (error instanceof AppError)
    return { status: error.status, body: { error: error.message, code: error.code, ...error.extra } };
  const status = error.statusCode ?? 500;
  if (status === 413) return { status, body: { error: t('request.tooLarge'), code: ERROR_CODES.PAYLOAD_TOO_LARGE } };
  if (status === 415)
    return { status, body: { error: t('request.unsupportedMediaType'), code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE } };
  if (status >= 400 && status < 500) {
    const message = error.name === 'SyntaxError' ? 'request.invalidJson' : FRAMEWORK_REFUSALS[error.code];
    return { status, body: { error: t(message ?? 'request.invalid'), code: ERROR_CODES.VALIDATION } };
  }
  return null;
}

/**
 * One error handler: every error leaves as JSON {error, code?} with the right status, never internals on 500; every
 * refusal (401, 403, a limit's 429) is recorded in the audit log first (lib/refusal-audit.ts).
 */
async function errorsPlugin(app: FastifyInstance) {
  const recordRefusal = refusalRecorder(app);
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) =>
    // a refusal raised before the request's hooks ran (a malformed URL) is answered in its language too
    inLocale(requestLocale(request), () => answer(thrown, request, reply)),
  );
  async function answer(thrown: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
    const status = thrown instanceof AppError ? thrown.status : (thrown.statusCode ?? 500);
    const error = isAuditedRefusal(thrown, status) ? await recordRefusal(request, thrown, status) : thrown;
    const answered = answerOf(error);
    if (!answered) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ error: t('request.internal'), code: ERROR_CODES.INTERNAL });
    }
    // a refusal that says when to try again says it in the standard header too (seconds)
    if (typeof answered.body.retryAfter === 'number')
      reply.header('retry-after', String(answered.body.retryAfter * 60));
    return reply.code(answered.status).send(answered.body);
  }
}

export default fp(errorsPlugin, { name: 'errors', dependencies: ['rate-limit'] });

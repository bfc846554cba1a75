import { ERROR_CODES } from '@congregacao/shared/error-codes';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, invalidValue } from '../lib/errors';
import { isAuditedRefusal, refusalRecorder } from '../lib/refusal-audit';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: (string | number)[] } };
}

function fieldOf(context: string | undefined, issue: ValidationIssue | undefined): string {
  const path = issue?.params?.issue?.path?.join('.') || issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  return [context, path].filter(Boolean).join('.') || 'pedido';
}

/** Fastify's own refusals in pt-PT (its messages are English); any other is 'Pedido inválido'. */
const FRAMEWORK_REFUSALS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'JSON inválido',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'JSON inválido: o pedido não tem conteúdo',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'O tamanho do pedido não corresponde ao cabeçalho Content-Length',
  FST_ERR_BAD_URL: 'Endereço inválido',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'O pedido não é multipart/form-data',
};

/** The status and body an error leaves with (JSON {error, code, ...}); null for a bug (500). */
function answerOf(error: FastifyError | AppError): { status: number; body: Record<string, unknown> } | null {
  if (hasZodFastifySchemaValidationErrors(error)) {
    // the reason is pt-PT: the schema's own message, else validationReason (plugins/validation.ts)
    const issue = error.validation[0] as ValidationIssue | undefined;
    return answerOf(invalidValue(fieldOf(error.validationContext, issue), issue?.message ?? 'não é válido'));
  }
  if (error instanceof AppError)
    return { status: error.status, body: { error: error.message, code: error.code, ...error.extra } };
  const status = error.statusCode ?? 500;
  if (status === 413)
    return { status, body: { error: 'Pedido demasiado grande', code: ERROR_CODES.PAYLOAD_TOO_LARGE } };
  if (status === 415)
    return { status, body: { error: 'Tipo de conteúdo não suportado', code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE } };
  if (status >= 400 && status < 500) {
    const message = error.name === 'SyntaxError' ? 'JSON inválido' : FRAMEWORK_REFUSALS[error.code];
    return { status, body: { error: message ?? 'Pedido inválido', code: ERROR_CODES.VALIDATION } };
  }
  return null;
}

/**
 * One error handler: every error leaves as JSON {error, code?} with the right status, never internals on 500; every
 * refusal (401, 403, a limit's 429) is recorded in the audit log first (lib/refusal-audit.ts).
 */
async function errorsPlugin(app: FastifyInstance) {
  const recordRefusal = refusalRecorder(app);
  app.setErrorHandler(async (thrown: FastifyError | AppError, request, reply) => {
    const status = thrown instanceof AppError ? thrown.status : (thrown.statusCode ?? 500);
    const error = isAuditedRefusal(thrown, status) ? await recordRefusal(request, thrown, status) : thrown;
    const answer = answerOf(error);
    if (!answer) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ error: 'Erro interno do servidor', code: ERROR_CODES.INTERNAL });
    }
    // a refusal that says when to try again says it in the standard header too (seconds)
    if (typeof answer.body.retryAfter === 'number') reply.header('retry-after', String(answer.body.retryAfter * 60));
    return reply.code(answer.status).send(answer.body);
  });
}

export default fp(errorsPlugin, { name: 'errors', dependencies: ['rate-limit'] });

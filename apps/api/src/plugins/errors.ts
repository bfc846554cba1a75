import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: (string | number)[] } };
}

function fieldOf(context: string | undefined, issue: ValidationIssue | undefined): string {
  const path = issue?.params?.issue?.path?.join('.') || issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  return [context, path].filter(Boolean).join('.') || 'pedido';
}

/** One error handler: every error leaves as JSON {error, code?} with the right status, never internals on 500. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // a refusal that says when to try again says it in the standard header too (seconds)
      if (typeof error.extra.retryAfter === 'number') reply.header('retry-after', String(error.extra.retryAfter * 60));
      return reply.code(error.status).send({ error: error.message, code: error.code, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0] as ValidationIssue | undefined;
      const field = fieldOf(error.validationContext, issue);
      return reply
        .code(400)
        .send({ error: `Valor inválido em ${field}: ${issue?.message ?? 'inválido'}`, code: 'VALIDATION' });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ error: 'Pedido demasiado grande', code: 'PAYLOAD_TOO_LARGE' });
    if (status === 415)
      return reply.code(415).send({ error: 'Tipo de conteúdo não suportado', code: 'UNSUPPORTED_MEDIA_TYPE' });
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError'
          ? 'JSON inválido'
          : error.message;
      return reply.code(status).send({ error: message || 'Pedido inválido', code: 'VALIDATION' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: 'Erro interno do servidor', code: 'INTERNAL' });
  });
}

export default fp(errorsPlugin, { name: 'errors' });

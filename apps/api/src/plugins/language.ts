import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestLocale, runInRequestLocale } from '../lib/language';

/**
 * Every request runs in its language (lib/language.ts, ADR 043), from its first hook to its error handler; the
 * API's answer says which (Content-Language).
 */
async function languagePlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => runInRequestLocale(request, done));
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    reply.header('content-language', requestLocale(request));
  });
}

export default fp(languagePlugin, { name: 'language' });

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { t } from '@congregacao/shared/i18n/translate';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The built web app: apps/web/dist beside this package, from source or from the bundle. */
export function webDistDir(configured?: string): string | null {
  const candidates = configured
    ? [path.resolve(configured)]
    : ['../../../web/dist', '../../web/dist'].map((rel) => fileURLToPath(new URL(rel, import.meta.url)));
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? null;
}

/**
 * One origin: the API under /api, the SPA for everything else. Unknown /api paths get a JSON 404;
 * any other GET falls through to index.html (the SPA draws its own 404).
 */
async function webPlugin(app: FastifyInstance) {
  const root = webDistDir(app.config.WEB_DIST_DIR);
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // the web build writes .br and .gz beside each text file (apps/web/vite.config.ts)
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const isAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn('apps/web/dist not found: only the API is served (run `npm run build`)');
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (root && isPage && !request.url.startsWith('/api')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({
      error: t('api.route.notFound', { method: request.method, path: request.url.split('?')[0] }),
      code: 'NOT_FOUND',
    });
  });
}

export default fp(webPlugin, { name: 'web' });

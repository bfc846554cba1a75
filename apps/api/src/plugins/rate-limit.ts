import { DEFAULT_RETRY_AFTER_MINUTES } from '@congregacao/shared/limits';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/errors';

/** Per-route limits (global: false); counters in Redis when REDIS_URL is set, so instances share them. */
async function rateLimitPlugin(app: FastifyInstance) {
  const redis = app.config.REDIS_URL
    ? new Redis(app.config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'congregacao-rl-',
    skipOnError: false,
    errorResponseBuilder: (_request, context) => {
      const retryAfter = Math.max(1, Math.ceil(context.ttl / 60_000)) || DEFAULT_RETRY_AFTER_MINUTES;
      return new AppError('RATE_LIMITED', 'Demasiadas tentativas. Tente novamente mais tarde.', { retryAfter });
    },
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['errors'] });

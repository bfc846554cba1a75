import { AUTH_MESSAGES } from '@congregacao/shared/contracts/auth';
import { t } from '@congregacao/shared/i18n/translate';
import { DEFAULT_RETRY_AFTER_MINUTES } from '@congregacao/shared/limits';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { type AttemptCounter, memoryAttemptCounter, redisAttemptCounter } from '../lib/attempt-counter';
import { AppError } from '../lib/errors';

type Callback = (err: Error | null, result?: unknown) => void;
type Command = (...args: unknown[]) => unknown;

/**
 * The store's Redis commands (defined by @fastify/rate-limit's RedisStore) fail closed: while Redis does not
 * answer, a limited route is refused with 503 "try again" instead of running unlimited or answering 500.
 */
function failAsUnavailable(redis: Redis) {
  const commands = redis as unknown as Record<string, Command | undefined>;
  for (const name of ['rateLimit', 'rateLimitRead']) {
    const original = commands[name];
    if (typeof original !== 'function') continue;
    commands[name] = (...args: unknown[]) => {
      const callback = args.pop() as Callback;
      return original.call(redis, ...args, (err: Error | null, result?: unknown) =>
        callback(err ? new AppError('UNAVAILABLE', t('api.rateLimit.unavailable')) : null, result),
      );
    };
  }
}

/**
 * The tries counter fails closed too: while Redis does not answer, a try is refused with 503; a try that cannot be
 * given back stays counted (logged).
 */
function unavailableWhenDown(counter: AttemptCounter, app: FastifyInstance): AttemptCounter {
  return {
    reserve: (...args) =>
      counter.reserve(...args).catch(() => {
        throw new AppError('UNAVAILABLE', t('api.rateLimit.unavailable'));
      }),
    release: (reservation) =>
      counter.release(reservation).catch((err: unknown) => app.log.error({ err }, 'a try stays counted: Redis down')),
  };
}

/**
 * Per-route limits (global: false), `createRateLimit` for the others (recorded refusals), and `app.attempts`, the
 * counter of credential tries that reserves a try before it is verified (lib/attempt-counter.ts, ADR 038); counters
 * in Redis when REDIS_URL is set, so instances share them.
 */
async function rateLimitPlugin(app: FastifyInstance) {
  // ioredis is loaded only when REDIS_URL is set: its module set-up alone took ~0.2 s of every start (bench)
  const redis = app.config.REDIS_URL
    ? new (await import('ioredis')).Redis(app.config.REDIS_URL, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  if (redis) {
    // Without a listener ioredis prints every failed reconnect to stderr; log it once a minute instead.
    let lastLogged = 0;
    redis.on('error', (err: Error) => {
      if (Date.now() - lastLogged < 60_000) return;
      lastLogged = Date.now();
      app.log.error({ err }, 'Redis (REDIS_URL) is unreachable: rate-limited routes answer 503 until it is back');
    });
    app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'congregacao-rl-',
    skipOnError: false,
    // hitting a limit (a code asked for again and again, a password guessed) is recorded, as every refusal
    errorResponseBuilder: (request, context) => {
      const retryAfter = Math.max(1, Math.ceil(context.ttl / 60_000)) || DEFAULT_RETRY_AFTER_MINUTES;
      const call = `${request.method} ${request.routeOptions.url}`;
      return new AppError(
        'RATE_LIMITED',
        AUTH_MESSAGES.tooManyAttempts,
        { retryAfter },
        { eventType: 'SUSPICIOUS_ACTIVITY', description: `Limite de pedidos excedido: ${call}` },
      );
    },
  });
  if (redis) failAsUnavailable(redis);
  const attempts = redis ? redisAttemptCounter(redis, 'congregacao-attempts-') : memoryAttemptCounter();
  app.decorate('attempts', unavailableWhenDown(attempts, app));
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });

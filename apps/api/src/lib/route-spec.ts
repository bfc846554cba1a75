import type { Permission } from '@congregacao/shared/permissions';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';

type Responses = Record<number, ZodType>;
type RouteFlags = Omit<FastifyContextConfig, 'operation'>;
type PreHandler = ReturnType<FastifyInstance['rateLimit']>;

interface RouteSchema {
  /** what a file download sends instead of JSON, e.g. 'application/pdf' */
  description?: string;
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
  /** the answers besides the module's errors; none for a file download */
  response?: Responses;
}

interface RouteExtras {
  /** a limit of its own (perUserLimit) */
  preHandler?: PreHandler;
  /** this route's flags besides the module's */
  flags?: RouteFlags;
}

/**
 * The route options of one module: `const route = routeSpec(tags, errors)`, then each route gives
 * `route('permission', { params, body, response: { 200: … } })` and gets the module's tags and error responses.
 * `flags` (beforeSecondFactor, …) go into every route's config.
 */
export function routeSpec<E extends Responses>(tags: string[], errors: E, flags: RouteFlags = {}) {
  return <S extends RouteSchema>(operation: Permission, { response, ...schema }: S, extras: RouteExtras = {}) => ({
    config: { ...flags, ...extras.flags, operation },
    ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
    schema: { tags, ...schema, response: { ...response, ...errors } },
  });
}

const FIFTEEN_MINUTES = 15 * 60_000;

/** At most `max` calls in 15 minutes from one signed-in user, counted under `name`. */
export function perUserLimit(app: FastifyInstance, name: string, max: number): PreHandler {
  return app.rateLimit({
    max,
    timeWindow: FIFTEEN_MINUTES,
    keyGenerator: (request) => `${name}:${request.actor.user?.id}`,
  });
}

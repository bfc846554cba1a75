import type { Permission } from '@congregacao/shared/permissions';
import type { ZodType } from 'zod';

type Responses = Record<number, ZodType>;

interface RouteSchema {
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
  response: Responses;
}

/**
 * The route options of one module: `const route = routeSpec(tags, errors)`, then each route gives
 * `route('permission', { params, body, response: { 200: … } })` and gets the module's tags and error responses.
 */
export function routeSpec<E extends Responses>(tags: string[], errors: E) {
  return <S extends RouteSchema>(operation: Permission, { response, ...schema }: S) => ({
    config: { operation },
    schema: { tags, ...schema, response: { ...response, ...errors } },
  });
}

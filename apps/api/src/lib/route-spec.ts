import type { Permission } from '@congregacao/shared/permissions';
import type { ZodType } from 'zod';

type Responses = Record<number, ZodType>;

interface RouteSchema {
  /** what a file download sends instead of JSON, e.g. 'application/pdf' */
  description?: string;
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
  /** the answers besides the module's errors; none for a file download */
  response?: Responses;
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

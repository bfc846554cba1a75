import { validationReason } from '@congregacao/shared/validation-messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/** A body schema that `{}` satisfies (no field is required): its route needs no input, so it takes none. */
const needsNoInput = (schema: ZodType): boolean => schema instanceof z.ZodType && schema.safeParse({}).success;

/**
 * How every request is read and checked (docs/decisions/032): zod's refusals give pt-PT reasons (shared
 * validation-messages.ts); a POST whose body schema requires nothing takes no body at all (`curl -X POST`, with or
 * without a content type) as `{}`, and one that requires something says the body is missing.
 */
async function validationPlugin(app: FastifyInstance) {
  z.config({ customError: validationReason });
  // A request without a length or with length 0 has no body (RFC 9112 6.3), whatever content type it names: Fastify
  // would refuse an empty JSON body (or an unknown type, 415) before any route could say what it needs.
  app.addHook('onRequest', (request, _reply, done) => {
    const { headers } = request;
    const length = headers['content-length'];
    if (headers['transfer-encoding'] === undefined && (length === undefined || length === '0')) {
      delete headers['content-type'];
    }
    done();
  });
  app.setValidatorCompiler<ZodType>((route) => {
    const validate = validatorCompiler(route);
    if (route.httpPart !== 'body') return validate;
    // no body arrives as null (so does a JSON `null`)
    const absent = needsNoInput(route.schema) ? {} : undefined;
    return (data: unknown) => validate(data ?? absent);
  });
  app.setSerializerCompiler(serializerCompiler);
}

export default fp(validationPlugin, { name: 'validation' });

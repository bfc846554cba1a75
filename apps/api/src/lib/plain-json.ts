import type { FastifySerializerCompiler } from 'fastify/types/schema';

/**
 * A route-level serializer that writes the handler's object with JSON.stringify, skipping the zod encode of the
 * global serializer. Only for large reads whose objects are built from explicit column lists (nothing else can
 * slip in): re-validating a 500-row answer cost more than producing it (bench/README.md). The route keeps its
 * response schema for the types and the OpenAPI document; its tests check the answer against the contract.
 */
export const plainJsonSerializer: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

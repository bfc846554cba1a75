import type { FastifyInstance } from 'fastify';

/** Routes of the files module (to be implemented by its issue). */
export default async function filesRoutes(_app: FastifyInstance) {}

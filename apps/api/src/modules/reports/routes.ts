import type { FastifyInstance } from 'fastify';

/** Routes of the reports module (to be implemented by its issue). */
export default async function reportsRoutes(_app: FastifyInstance) {}

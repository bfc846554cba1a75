import type { FastifyInstance } from 'fastify';

/** Routes of the history module (to be implemented by its issue). */
export default async function historyRoutes(_app: FastifyInstance) {}

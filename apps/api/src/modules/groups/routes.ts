import type { FastifyInstance } from 'fastify';

/** Routes of the groups module (to be implemented by its issue). */
export default async function groupsRoutes(_app: FastifyInstance) {}

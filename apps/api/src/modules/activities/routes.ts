import type { FastifyInstance } from 'fastify';

/** Routes of the activities module (to be implemented by its issue). */
export default async function activitiesRoutes(_app: FastifyInstance) {}

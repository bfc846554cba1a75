import type { FastifyInstance } from 'fastify';

/** Routes of the publishers module (to be implemented by its issue). */
export default async function publishersRoutes(_app: FastifyInstance) {}

import type { FastifyInstance } from 'fastify';

/** Routes of the users module (to be implemented by its issue). */
export default async function usersRoutes(_app: FastifyInstance) {}

import type { FastifyInstance } from 'fastify';

/** POST /auth/google (implemented by the users issue). */
export default async function googleRoutes(_app: FastifyInstance) {}

import type { FastifyInstance } from 'fastify';

/** Routes of the audit module (to be implemented by its issue). */
export default async function auditRoutes(_app: FastifyInstance) {}

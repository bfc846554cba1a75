import { errorSchema, idParamsSchema } from '@congregacao/shared/contracts/common';
import { transferOutBodySchema } from '@congregacao/shared/contracts/transfers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/actor';
import { routeSpec } from '../../lib/route-spec';
import { sendFile } from '../files/routes';
import { transferOut } from './service';

const route = routeSpec(['publishers'], {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
});

/** Moving a publisher to another congregation (issue 37): the transfer in is the import's (modules/imports). */
export default async function transfersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/publishers/:id/transfer',
    route('data.transfer', { description: 'application/zip', params: idParamsSchema, body: transferOutBodySchema }),
    async (request, reply) =>
      sendFile(
        reply,
        'application/zip',
        await transferOut(app.db, signedIn(request.actor), request.params.id, request.body),
      ),
  );
}

import { errorSchema, okSchema } from '@congregacao/shared/contracts/common';
import {
  mfaStatusSchema,
  recoveryCodesSchema,
  totpConfirmBodySchema,
  totpDisableBodySchema,
  totpEnrolmentSchema,
} from '@congregacao/shared/contracts/mfa';
import { currentPasswordBodySchema } from '@congregacao/shared/contracts/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../../lib/actor';
import { perUserLimit, routeSpec } from '../../../lib/route-spec';
import { createSecretBox } from '../../../lib/secret-box';
import { currentPasswordLimits } from '../accounts/current-password';
import { confirmTotp, disableTotp, mfaStatus, startTotp } from './enrolment-service';

const tags = ['users: self'];
const refusals = { 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema };
// a user whose role requires a second factor uses these to get one
const route = routeSpec(tags, refusals, { beforeSecondFactor: true });

/** Second factor: TOTP enrolment under Preferências → Segurança (the second step of a sign-in: sign-in/second-step-routes.ts). */
export default async function mfaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const box = createSecretBox(app.config);
  const limit = (name: string) => ({ preHandler: perUserLimit(app, name, 10) });
  const currentPassword = currentPasswordLimits(app);

  r.get('/users/me/mfa', route('session.self', { response: { 200: mfaStatusSchema } }), async (request) =>
    mfaStatus(app.db, app.config, signedIn(request.actor)),
  );

  r.post(
    '/users/me/mfa/totp',
    route(
      'session.self',
      { body: currentPasswordBodySchema, response: { 200: totpEnrolmentSchema } },
      limit('mfa-start'),
    ),
    async (request) =>
      currentPassword.attempt(request, () => startTotp(app.db, box, signedIn(request.actor), request.body?.password)),
  );

  r.post(
    '/users/me/mfa/totp/confirm',
    route(
      'session.self',
      { body: totpConfirmBodySchema, response: { 200: recoveryCodesSchema } },
      limit('mfa-confirm'),
    ),
    async (request) => confirmTotp(app.db, box, signedIn(request.actor), request.body.code),
  );

  r.delete(
    '/users/me/mfa/totp',
    route('session.self', { body: totpDisableBodySchema, response: { 200: okSchema } }, limit('mfa-disable')),
    async (request) => {
      await currentPassword.attempt(request, () => disableTotp(app.db, box, signedIn(request.actor), request.body));
      return { ok: true as const };
    },
  );
}

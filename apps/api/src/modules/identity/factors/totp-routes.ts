import { sessionResponseSchema } from '@congregacao/shared/contracts/auth';
import { errorSchema, okSchema } from '@congregacao/shared/contracts/common';
import {
  loginMfaBodySchema,
  mfaStatusSchema,
  recoveryCodesSchema,
  totpConfirmBodySchema,
  totpDisableBodySchema,
  totpEnrolmentSchema,
} from '@congregacao/shared/contracts/mfa';
import { ERROR_CODES } from '@congregacao/shared/error-codes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../../lib/actor';
import { AppError } from '../../../lib/errors';
import { perUserLimit, routeSpec } from '../../../lib/route-spec';
import { createSecretBox } from '../../../lib/secret-box';
import { failureLimits } from '../sign-in/failed-sign-ins';
import { challengeSubject, completeSignIn } from '../sign-in/sign-in-challenge';
import { confirmTotp, disableTotp, mfaStatus, startTotp } from './enrolment-service';

const tags = ['users: self'];
const refusals = { 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema };
// a user whose role requires a second factor uses these to get one
const route = routeSpec(tags, refusals, { beforeSecondFactor: true });

/** Second factor: TOTP enrolment under Preferências → Segurança, and the second step of a sign-in. */
export default async function mfaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const box = createSecretBox(app.config);
  const limit = (name: string) => ({ preHandler: perUserLimit(app, name, 10) });
  const failedCodes = failureLimits(app, {
    name: 'mfa-failed',
    subjectKey: 'userId',
    subject: (request) => challengeSubject(app.db, (request.body as { mfaToken?: unknown } | undefined)?.mfaToken),
    description: (userId) => `Limite de códigos de segundo fator excedido (utilizador ${userId})`,
    isFailure: (error) =>
      error instanceof AppError &&
      error.audit?.eventType === 'FAILED_LOGIN' &&
      error.code !== ERROR_CODES.MFA_CHALLENGE_ENDED,
  });

  r.post(
    '/auth/login/mfa',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: loginMfaBodySchema, response: { 200: sessionResponseSchema, ...refusals } },
    },
    async (request) => failedCodes.attempt(request, () => completeSignIn(app.db, box, request.body, request.actor)),
  );

  r.get('/users/me/mfa', route('session.self', { response: { 200: mfaStatusSchema } }), async (request) =>
    mfaStatus(app.db, signedIn(request.actor)),
  );

  r.post(
    '/users/me/mfa/totp',
    route('session.self', { response: { 200: totpEnrolmentSchema } }, limit('mfa-start')),
    async (request) => startTotp(app.db, box, signedIn(request.actor)),
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
      await disableTotp(app.db, box, signedIn(request.actor), request.body);
      return { ok: true as const };
    },
  );
}

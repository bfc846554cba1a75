import { errorSchema, idParamsSchema, okSchema } from '@congregacao/shared/contracts/common';
import {
  addPasskeyBodySchema,
  passkeySchema,
  passkeysResponseSchema,
  removePasskeyBodySchema,
  renamePasskeyBodySchema,
  webAuthnOptionsSchema,
} from '@congregacao/shared/contracts/passkeys';
import { currentPasswordBodySchema } from '@congregacao/shared/contracts/users';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../../lib/actor';
import { perUserLimit, routeSpec } from '../../../lib/route-spec';
import { currentPasswordLimits } from '../accounts/current-password';
import { addPasskey, listPasskeys, registrationOptions, removePasskey, renamePasskey } from './own-passkeys';
import { relyingParty } from './relying-party';

const refusals = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema };
// a passkey satisfies MFA_REQUIRED_ROLES: a user who must enrol a second factor may register one
const route = routeSpec(['users: self'], refusals, { beforeSecondFactor: true });

/** Passkeys (WebAuthn, ADR 027): registered under Preferências → Segurança (their sign-in: sign-in/passkey-routes.ts). */
export default async function passkeyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = (name: string, max: number) => ({ preHandler: perUserLimit(app, name, max) });
  const currentPassword = currentPasswordLimits(app);

  r.get('/users/me/passkeys', route('session.self', { response: { 200: passkeysResponseSchema } }), async (request) =>
    listPasskeys(app.db, signedIn(request.actor)),
  );

  r.post(
    '/users/me/passkeys/options',
    route(
      'session.self',
      { body: currentPasswordBodySchema, response: { 200: webAuthnOptionsSchema } },
      limit('passkey-options', 20),
    ),
    async (request) =>
      currentPassword.attempt(request, async () => ({
        ...(await registrationOptions(
          app.db,
          relyingParty(app.config, request),
          signedIn(request.actor),
          request.body?.password,
        )),
      })),
  );

  r.post(
    '/users/me/passkeys',
    route('session.self', { body: addPasskeyBodySchema, response: { 200: passkeySchema } }, limit('passkey-add', 20)),
    async (request) =>
      addPasskey(app.db, relyingParty(app.config, request), signedIn(request.actor), {
        name: request.body.name,
        credential: request.body.credential as RegistrationResponseJSON,
      }),
  );

  r.patch(
    '/users/me/passkeys/:id',
    route('session.self', { params: idParamsSchema, body: renamePasskeyBodySchema, response: { 200: passkeySchema } }),
    async (request) => renamePasskey(app.db, signedIn(request.actor), request.params.id, request.body.name),
  );

  r.delete(
    '/users/me/passkeys/:id',
    route(
      'session.self',
      { params: idParamsSchema, body: removePasskeyBodySchema, response: { 200: okSchema } },
      limit('passkey-remove', 10),
    ),
    async (request) => {
      await currentPassword.attempt(request, () =>
        removePasskey(app.db, signedIn(request.actor), request.params.id, request.body.password),
      );
      return { ok: true as const };
    },
  );
}

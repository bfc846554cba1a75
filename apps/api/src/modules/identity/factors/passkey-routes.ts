import { sessionResponseSchema } from '@congregacao/shared/contracts/auth';
import { errorSchema, idParamsSchema, okSchema } from '@congregacao/shared/contracts/common';
import {
  addPasskeyBodySchema,
  passkeySchema,
  passkeySignInBodySchema,
  passkeysResponseSchema,
  removePasskeyBodySchema,
  renamePasskeyBodySchema,
  webAuthnOptionsSchema,
} from '@congregacao/shared/contracts/passkeys';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../../lib/actor';
import { perUserLimit, routeSpec } from '../../../lib/route-spec';
import { failureLimits, isWrongCredential } from '../sign-in/failed-sign-ins';
import { passkeySubject, signInOptions, signInWithPasskey } from '../sign-in/passkey-sign-in';
import { addPasskey, listPasskeys, registrationOptions, removePasskey, renamePasskey } from './own-passkeys';
import { relyingParty } from './relying-party';

const refusals = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema };
// a passkey satisfies MFA_REQUIRED_ROLES: a user who must enrol a second factor may register one
const route = routeSpec(['users: self'], refusals, { beforeSecondFactor: true });

/** Passkeys (WebAuthn, issue 25 point 2): registered under Preferências → Segurança, and a sign-in of their own. */
export default async function passkeyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = (name: string, max: number) => ({ preHandler: perUserLimit(app, name, max) });
  // failures only, as for passwords: 10 per 15 minutes per address and account, 100 an hour per account
  const failedSignIns = failureLimits(app, {
    name: 'passkey-failed',
    subjectKey: 'userId',
    subject: (request) =>
      passkeySubject(app.db, (request.body as { credential?: { id?: unknown } } | undefined)?.credential?.id),
    description: (userId) =>
      `Limite de tentativas com chave de acesso excedido (utilizador ${userId || 'desconhecido'})`,
    isFailure: isWrongCredential,
  });

  r.post(
    '/auth/passkey/options',
    {
      config: { public: true },
      // each call stores a challenge: an address may ask for a few a minute
      preHandler: app.rateLimit({ max: 30, timeWindow: 60_000 }),
      schema: { tags: ['auth'], response: { 200: webAuthnOptionsSchema, 429: errorSchema } },
    },
    // spread: the library's interface into the plain object the JSON schema describes
    async (request) => ({ ...(await signInOptions(app.db, relyingParty(app.config, request))) }),
  );

  r.post(
    '/auth/passkey',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: passkeySignInBodySchema, response: { 200: sessionResponseSchema, ...refusals } },
    },
    async (request) =>
      failedSignIns.attempt(request, () => {
        const credential = request.body.credential as AuthenticationResponseJSON;
        return signInWithPasskey(app.db, relyingParty(app.config, request), credential, request.actor);
      }),
  );

  r.get('/users/me/passkeys', route('session.self', { response: { 200: passkeysResponseSchema } }), async (request) =>
    listPasskeys(app.db, signedIn(request.actor)),
  );

  r.post(
    '/users/me/passkeys/options',
    route('session.self', { response: { 200: webAuthnOptionsSchema } }, limit('passkey-options', 20)),
    async (request) => ({
      ...(await registrationOptions(app.db, relyingParty(app.config, request), signedIn(request.actor))),
    }),
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
      await removePasskey(app.db, signedIn(request.actor), request.params.id, request.body.password);
      return { ok: true as const };
    },
  );
}

import { sessionResponseSchema } from '@congregacao/shared/contracts/auth';
import { errorSchema } from '@congregacao/shared/contracts/common';
import { passkeySignInBodySchema, webAuthnOptionsSchema } from '@congregacao/shared/contracts/passkeys';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isWrongCredential } from '../accounts/credential-limits';
import { relyingParty } from '../factors/relying-party';
import { signInLimits } from './failed-sign-ins';
import { passkeySubject, signInOptions, signInWithPasskey } from './passkey-sign-in';

const refusals = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema };

/** Sign-in with a passkey (WebAuthn, ADR 027); registering one: factors/passkey-routes.ts. */
export default async function passkeySignInRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // failures only, as for passwords; an answer naming no stored passkey counts under one shared key
  const failedSignIns = signInLimits(app, 'passkey-failed', {
    subject: async (request) => ({
      key: await passkeySubject(app.db, (request.body as { credential?: { id?: unknown } })?.credential?.id),
    }),
    refusal: ({ key }) => ({
      description: `Limite de tentativas com chave de acesso excedido (utilizador ${key || 'desconhecido'})`,
      resource: 'session',
      user: null,
      details: { userId: key },
    }),
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
        return signInWithPasskey(app.db, app.config, relyingParty(app.config, request), credential, request.actor);
      }),
  );
}

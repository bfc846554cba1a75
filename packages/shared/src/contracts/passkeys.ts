import { z } from 'zod';
import { PASSKEY_NAME_MAX, PASSWORD_MAX } from '../limits';
import { PASSKEY_MESSAGES } from '../passkey-messages';
import { said } from './common';

export { PASSKEY_MESSAGES } from '../passkey-messages';

/** What Segurança lists of a passkey: never its key or credential id. */
export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** synced by the platform (iCloud Keychain, Google Password Manager…) rather than bound to one device */
  isBackedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeysResponseSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeysResponse = z.infer<typeof passkeysResponseSchema>;

export const passkeyNameSchema = z
  .string(said(() => PASSKEY_MESSAGES.nameRequired))
  .trim()
  .min(
    1,
    said(() => PASSKEY_MESSAGES.nameRequired),
  )
  .max(
    PASSKEY_NAME_MAX,
    said(() => PASSKEY_MESSAGES.nameTooLong),
  );

/** Options for `navigator.credentials.create/get` as @simplewebauthn/browser reads them (WebAuthn's JSON forms). */
export const webAuthnOptionsSchema = z.looseObject({ challenge: z.string() });

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, 'base64url esperado');

const credentialFields = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** The browser's answer to `navigator.credentials.create()` (RegistrationResponseJSON). */
export const registrationCredentialSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(40_000),
    transports: z.array(z.string().max(20)).max(10).optional(),
    authenticatorData: base64url(4000).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4000).optional(),
  }),
});

/** The browser's answer to `navigator.credentials.get()` (AuthenticationResponseJSON). */
export const authenticationCredentialSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
});

/** POST /users/me/passkeys: the new credential and, optionally, its name (default: the device of the browser). */
export const addPasskeyBodySchema = z.object({
  name: passkeyNameSchema.optional(),
  credential: registrationCredentialSchema,
});
export type AddPasskeyBody = z.infer<typeof addPasskeyBodySchema>;

export const renamePasskeyBodySchema = z.object({ name: passkeyNameSchema });
export type RenamePasskeyBody = z.infer<typeof renamePasskeyBodySchema>;

/** DELETE /users/me/passkeys/{id}: the account's password confirms it (ADR 027). */
export const removePasskeyBodySchema = z.object({
  password: z.string().min(1, 'A password é obrigatória.').max(PASSWORD_MAX),
});
export type RemovePasskeyBody = z.infer<typeof removePasskeyBodySchema>;

/** POST /auth/passkey: sign-in with a passkey (first factor that satisfies the second). */
export const passkeySignInBodySchema = z.object({ credential: authenticationCredentialSchema });
export type PasskeySignInBody = z.infer<typeof passkeySignInBodySchema>;

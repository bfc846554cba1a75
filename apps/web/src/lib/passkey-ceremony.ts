import { PASSKEY_MESSAGES } from '@congregacao/shared/passkey-messages';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

// The browser's half of a passkey ceremony: WebAuthn through @simplewebauthn/browser, loaded only when a ceremony
// starts (the sign-in screen's first load does not carry it).

/** A refusal of the browser or the device, as an Error in the person's words. */
export function inPersonsWords(error: unknown): Error {
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return new Error(PASSKEY_MESSAGES.alreadyRegistered);
  }
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return new Error(PASSKEY_MESSAGES.cancelled);
  }
  return new Error(error instanceof Error && error.message ? error.message : PASSKEY_MESSAGES.notVerified);
}

async function library() {
  const webAuthn = await import('@simplewebauthn/browser');
  if (!webAuthn.browserSupportsWebAuthn()) throw new Error(PASSKEY_MESSAGES.unsupported);
  return webAuthn;
}

/** `navigator.credentials.create()` with the server's options: a new passkey on this device. */
export async function createPasskey(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await library();
  return startRegistration({ optionsJSON }).catch((error: unknown) => Promise.reject(inPersonsWords(error)));
}

/** `navigator.credentials.get()` with the server's options: the person picks a passkey and unlocks it. */
export async function signWithPasskey(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await library();
  return startAuthentication({ optionsJSON }).catch((error: unknown) => Promise.reject(inPersonsWords(error)));
}

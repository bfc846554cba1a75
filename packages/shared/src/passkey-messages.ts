/**
 * Passkey (WebAuthn) texts shared by the API's answers and the screens (issue 25 point 2; catalogue namespace
 * `passkey`, ADR 043). Kept apart from the zod contracts, so the sign-in screen's passkey button does not load zod.
 */
import { fixed, messages, TEXT } from './i18n/messages';
import { PASSKEY_NAME_MAX } from './limits';

export const PASSKEY_MESSAGES = messages('passkey', {
  nameRequired: TEXT,
  nameTooLong: fixed({ max: PASSKEY_NAME_MAX }),
  challengeEnded: TEXT,
  unknownPasskey: TEXT,
  notVerified: TEXT,
  counterMismatch: TEXT,
  alreadyRegistered: TEXT,
  notFound: TEXT,
  added: TEXT,
  renamed: TEXT,
  removed: TEXT,
  cancelled: TEXT,
  unsupported: TEXT,
});

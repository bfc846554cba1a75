/**
 * Second-factor texts shared by the API's answers and the screens (issue 25; catalogue namespace `mfa`, ADR 043).
 * Kept apart from the zod contracts, so the sign-in screen's second step does not load zod.
 */
import { messages, TEXT } from './i18n/messages';

export const MFA_MESSAGES = messages('mfa', {
  codeRequired: TEXT,
  wrongCode: TEXT,
  replayedCode: TEXT,
  challengeEnded: TEXT,
  tooManyWrongCodes: TEXT,
  alreadyEnabled: TEXT,
  notStarted: TEXT,
  notEnabled: TEXT,
  secondFactorRequired: TEXT,
  enabled: TEXT,
  disabled: TEXT,
  /** how a list of sign-in factors names the TOTP one */
  totpFactorName: TEXT,
});

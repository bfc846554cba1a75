/**
 * Sign-in and session texts shared by the API's refusals and the screens' fallbacks (spec point 8, "Login";
 * catalogue namespace `auth`, ADR 043). Kept apart from contracts/auth (zod schemas), so the login screen does not
 * load zod (bench: JS loaded by /login).
 */
import { messages, TEXT } from './i18n/messages';

export const AUTH_MESSAGES = messages('auth', {
  badCredentials: TEXT,
  tooManyAttempts: TEXT,
  tooManyFailures: (minutes: number) => ({ minutes }),
  sessionInvalid: TEXT,
  passwordChangeRequired: TEXT,
  forbidden: TEXT,
});

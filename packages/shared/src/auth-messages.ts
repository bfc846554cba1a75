/**
 * Sign-in texts shared by the API's refusals and the login screen's fallbacks (spec point 8, "Login").
 * Kept apart from contracts/auth (zod schemas), so the login screen does not load zod (bench: JS loaded by /login).
 */
export const AUTH_MESSAGES = {
  badCredentials: 'Nome de utilizador ou password incorretos.',
  tooManyAttempts: 'Demasiadas tentativas. Tente novamente mais tarde.',
} as const;

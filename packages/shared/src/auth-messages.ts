/**
 * Sign-in and session texts shared by the API's refusals and the screens' fallbacks (spec point 8, "Login").
 * Kept apart from contracts/auth (zod schemas), so the login screen does not load zod (bench: JS loaded by /login).
 * The two the sign-in screen shows are also exported alone: importing them does not bring the whole object into
 * /login's JavaScript (a bundler keeps or drops an object whole).
 */
export const BAD_CREDENTIALS = 'Nome de utilizador ou password incorretos.';
export const TOO_MANY_ATTEMPTS = 'Demasiadas tentativas. Tente novamente mais tarde.';

export const AUTH_MESSAGES = {
  badCredentials: BAD_CREDENTIALS,
  tooManyAttempts: TOO_MANY_ATTEMPTS,
  tooManyFailures: (minutes: number) =>
    `Demasiadas tentativas falhadas. Tente novamente dentro de ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  sessionInvalid: 'Sessão inválida ou expirada',
  passwordChangeRequired: 'Tem de alterar a sua palavra-passe antes de continuar (Preferências → Segurança).',
  forbidden: 'Não tem permissão para esta operação.',
} as const;

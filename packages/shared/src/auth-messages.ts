/**
 * Sign-in and session texts shared by the API's refusals and the screens' fallbacks (spec point 8, "Login").
 * Kept apart from contracts/auth (zod schemas), so the login screen does not load zod (bench: JS loaded by /login).
 */
export const AUTH_MESSAGES = {
  badCredentials: 'Nome de utilizador ou password incorretos.',
  tooManyAttempts: 'Demasiadas tentativas. Tente novamente mais tarde.',
  tooManyFailures: (minutes: number) =>
    `Demasiadas tentativas falhadas. Tente novamente dentro de ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  sessionInvalid: 'Sessão inválida ou expirada',
  passwordChangeRequired: 'Tem de alterar a sua palavra-passe antes de continuar (Preferências → Segurança).',
  forbidden: 'Não tem permissão para esta operação.',
} as const;

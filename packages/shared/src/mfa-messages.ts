/**
 * Second-factor texts shared by the API's answers and the screens (issue 25). Kept apart from the zod contracts, so
 * the sign-in screen's second step does not load zod.
 */
export const MFA_MESSAGES = {
  codeRequired: 'Introduza o código da aplicação de autenticação ou um código de recuperação.',
  wrongCode: 'Código incorreto.',
  replayedCode: 'Este código já foi usado. Aguarde pelo código seguinte da aplicação.',
  challengeEnded: 'O pedido de verificação expirou ou foi usado. Inicie sessão novamente.',
  tooManyWrongCodes: 'Demasiados códigos incorretos. Inicie sessão novamente.',
  alreadyEnabled: 'A autenticação de dois fatores já está ativa.',
  notStarted: 'Comece por gerar o código QR.',
  notEnabled: 'A autenticação de dois fatores não está ativa.',
  secondFactorRequired:
    'A sua função exige autenticação de dois fatores: ative-a antes de continuar (Preferências → Segurança).',
  enabled: 'Autenticação de dois fatores ativada.',
  disabled: 'Autenticação de dois fatores desativada.',
  /** how a list of sign-in factors names the TOTP one */
  totpFactorName: 'Aplicação de autenticação',
} as const;

/**
 * Passkey (WebAuthn) texts shared by the API's answers and the screens (issue 25 point 2). Kept apart from the zod
 * contracts, so the sign-in screen's passkey button does not load zod.
 */
import { PASSKEY_NAME_MAX } from './limits';

export const PASSKEY_MESSAGES = {
  nameRequired: 'Dê um nome à chave de acesso.',
  nameTooLong: `O nome da chave de acesso tem no máximo ${PASSKEY_NAME_MAX} carateres.`,
  challengeEnded: 'O pedido da chave de acesso expirou ou já foi usado. Tente novamente.',
  unknownPasskey: 'Esta chave de acesso não está registada nesta aplicação (ou foi removida).',
  notVerified: 'A chave de acesso não foi aceite. Tente novamente.',
  counterMismatch:
    'A chave de acesso foi recusada: o contador do dispositivo recuou, o que pode indicar uma cópia da chave.',
  alreadyRegistered: 'Esta chave de acesso já está registada.',
  notFound: 'Chave de acesso não encontrada.',
  added: 'Chave de acesso adicionada.',
  renamed: 'Nome da chave de acesso alterado.',
  removed: 'Chave de acesso removida.',
  cancelled: 'A operação com a chave de acesso foi cancelada ou o tempo esgotou-se.',
  unsupported: 'Este navegador não suporta chaves de acesso.',
} as const;

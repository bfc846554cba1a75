/**
 * Publisher texts shared by the API and the screens. Kept apart from contracts/publishers (zod schemas), so the
 * screens that only show them do not load zod; contracts/publishers re-exports them for the API.
 */
import { USER_ROLE_LABELS, type UserRole } from './enums';

interface LinkedAccountOutcome {
  username: string;
  role: UserRole;
  outcome?: 'deleted' | 'unlinked';
}

export const PUBLISHER_MESSAGES = {
  notFound: 'Publicador não encontrado',
  lookupFailed: 'Ocorreu um erro ao procurar publciador.',
  createFailed: 'Erro ao criar publicador!',
  updateFailed: 'Erro ao atualizar publicador!',
  groupsFailed: 'Erro ao obter grupos de serviço!',
  invalidId: 'Id inválido!',
  serviceYearsFailed: 'Error fetching service years',
  created: 'Publicador criado com sucesso!',
  updated: 'Publicador atualizado com sucesso!',
  saved: 'Guardado com sucesso!',
  nameRequired: 'Nome é obrigatório',
  groupRequired: 'Grupo é obrigatório',
  invalidEmail: 'Email inválido',
  invalidDate: 'Data inválida (aaaa-mm-dd)',
  versionRequired:
    'Falta a versão do publicador que abriu (version). Nada foi gravado: recarregue e grave de novo, para não apagar alterações de outra pessoa.',
  rgpdFilterForbidden:
    'Só o secretário e o administrador veem a data RGPD: o filtro «Sem data RGPD» não está disponível para si.',
  archiveTitle: 'Arquivar publicador?',
  archiveConfirm: (name: string) =>
    `${name} fica arquivado. Um relatório de ${name} ainda em aberto num mês aberto é removido desse mês (fica registado na auditoria); os relatórios enviados e os dos meses fechados ficam.`,
  /** What archiving or erasing a publisher did to the linked user account (ADR 035). */
  accountOutcome: ({ username, role, outcome = 'unlinked' }: LinkedAccountOutcome) =>
    outcome === 'deleted'
      ? `A conta de utilizador ${username} foi eliminada.`
      : `A conta ${username} (${USER_ROLE_LABELS[role]}) foi desligada do publicador e continua ativa.`,
  stale:
    'Este publicador foi alterado por outra pessoa desde que o abriu. Nada foi gravado: recarregue para ver os dados mais recentes.',
} as const;

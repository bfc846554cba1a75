/**
 * Publisher texts shared by the API and the screens. Kept apart from contracts/publishers (zod schemas), so the
 * screens that only show them do not load zod; contracts/publishers re-exports them for the API.
 */
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
  accountUnlinked: (username: string, role: string) =>
    `A conta ${username} (${role}) foi desligada deste publicador e continua ativa.`,
  stale:
    'Este publicador foi alterado por outra pessoa desde que o abriu. Nada foi gravado: recarregue para ver os dados mais recentes.',
} as const;

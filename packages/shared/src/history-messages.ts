/**
 * Texts of the history and pioneer screens (spec points 2, 5 and 8), character for character. Kept apart from
 * contracts/history (zod schemas), so screens that only show them do not load zod; contracts/history re-exports them.
 */
export const HISTORY_MESSAGES = {
  historyMalformedUrl: 'URL mal formado. Dev ser /AnoDeServiço/IdDoPublicador.',
  pioneerYearMalformedUrl: 'URL mal formado. Dev ser /pioneiros/{AnoDeServiço}.',
  pioneerMonthMalformedUrl: 'URL mal formado. Dev ser /pioneiros/{mês}/{ano}.',
  pioneersFailed: 'Erro ao obter relatórios de pioneiros!',
  reportsFailed: 'Erro ao obter relatórios!',
  noReports: 'Nenhum relatório encontrado',
  /** the server's refusal of another group's publisher to an Elder (ADR 036) */
  otherGroup: 'Só pode ver os relatórios dos publicadores do seu grupo.',
  noPioneerReports: (period: string) => `Não existem relatórios de pioneiros para ${period}.`,
  downloadSucceeded: 'Baixado com sucesso!',
  downloadFailed: 'Erro ao baixar o ficheiro!',
  downloadProgress: 'A transferir...',
} as const;

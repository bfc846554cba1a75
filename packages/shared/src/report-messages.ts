/**
 * Report messages shared by the server and the screens. Kept apart from contracts/reports (zod schemas), so the
 * fill screen does not load zod; contracts/reports re-exports them for the API.
 */
export const REPORT_MESSAGES = {
  duplicate: 'Já existe um relatório para este publicador neste mês.',
  insufficientData: 'Dados insuficientes para criar o relatório.',
  activityClosed: 'A atividade está fechada. O secretário tem de a abrir antes de alterar relatórios.',
  /** under the review's 'Status' while 'Aprovado' waits for the answer (report-rules.ts canBeSent) */
  approveNeedsAnswer: "Para aprovar, indique se participou no ministério ('Sim' ou 'Não').",
  unansweredToSend: (names: string) => `Há relatórios sem a participação no ministério indicada: ${names}.`,
  unansweredToClose: (groupNumber: number, names: string) =>
    `O Grupo ${groupNumber} tem relatórios sem a participação no ministério indicada: ${names}. Indique 'Sim' ou 'Não' antes de fechar.`,
  unansweredToApprove: (names: string) =>
    `Nada foi gravado: um relatório só fica Enviado com a participação no ministério indicada. Indique 'Sim' ou 'Não' para: ${names}.`,
  stale:
    'Alguns relatórios foram alterados por outra pessoa desde que os abriu. Nada foi gravado: recarregue para ver os valores mais recentes.',
} as const;

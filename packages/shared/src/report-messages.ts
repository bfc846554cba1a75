/**
 * Report messages shared by the server and the screens. Kept apart from contracts/reports (zod schemas), so the
 * fill screen does not load zod; contracts/reports re-exports them for the API.
 */
export const REPORT_MESSAGES = {
  duplicate: 'Já existe um relatório para este publicador neste mês.',
  insufficientData: 'Dados insuficientes para criar o relatório.',
  activityClosed: 'A atividade está fechada. O secretário tem de a abrir antes de alterar relatórios.',
  stale:
    'Alguns relatórios foram alterados por outra pessoa desde que os abriu. Nada foi gravado: recarregue para ver os valores mais recentes.',
} as const;

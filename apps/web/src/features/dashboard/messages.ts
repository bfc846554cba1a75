/** Texts of the dashboard (spec points 2, 4 and 8). */
export const DASHBOARD_MESSAGES = {
  loadFailed: 'Erro ao carregar atividades',
  opened: 'Atividade aberta com sucesso!',
  closed: 'Atividade fechada com sucesso!',
  statusFailed: 'Erro ao alterar status da atividade',
  processing: 'A processar...',
} as const;

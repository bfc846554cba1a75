import { INVALID_ACTIVITY_ID_MESSAGE } from '../../lib/activity-id';

/** Texts of the activity form (spec points 5 and 8). */
export const ACTIVITY_FORM_MESSAGES = {
  invalidIdToast: 'Id Inválido!',
  invalidId: INVALID_ACTIVITY_ID_MESSAGE,
  loadFailed: 'Erro ao obter dados do lançamento de atividade!',
  publishersFailed: 'Erro ao obter publicadores!',
  saveFailed: 'Erro ao criar/atualizar lançamento de atividade!',
  created: 'Atividade criada com sucesso!',
  updated: 'Atividade atualizada com sucesso!',
} as const;

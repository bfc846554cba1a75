/** Spec point 5: the id of /relatorios/{id} and /rever-atividade/{id} must be present and numeric. */
export const INVALID_ACTIVITY_ID_MESSAGE = 'Id de Actividade Mensal inválido!';

export function parseActivityId(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

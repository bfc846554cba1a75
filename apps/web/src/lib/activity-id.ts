/** Spec point 5: the id of /relatorios/{id}, /rever-atividade/{id} and /lancar-atividade/{id} is not a valid id. */
export const INVALID_ACTIVITY_ID_MESSAGE = 'Id de Actividade Mensal inválido!';

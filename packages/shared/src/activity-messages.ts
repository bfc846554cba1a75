/**
 * Monthly activity texts shared by the API's answers and the screens. Kept apart from contracts/activities (zod
 * schemas), so screens that only show them do not load zod; contracts/activities re-exports them for the API.
 */
export const ACTIVITY_MESSAGES = {
  notFound: 'Atividade mensal não encontrada',
  closedAuxiliary: 'A atividade está fechada: abra-a para alterar os pioneiros auxiliares.',
  closedMonthYear:
    'A atividade está fechada: o mês e o ano de um mês fechado não mudam (os relatórios pertencem a esse mês).',
} as const;

/**
 * Why an enabled, active publisher has no report in a month: reports are made when the month is created and, for a
 * publisher who starts reporting while it is Open, at that moment; so they arrived after the month, or were added
 * while it was closed.
 */
export const MISSING_REPORT_EXPLANATION =
  'Este publicador não tem relatório neste mês: chegou à congregação depois desse mês, ou foi adicionado com o mês fechado.';

/**
 * pt-PT texts of the branch cycle (ADR 037): the S-1 sent to the branch, late reports, the service year's analysis
 * (S-10), the S-21 totals cards and deleting a month posted by mistake. Shared by the API's refusals and the screens.
 */
import { CONGREGATION_TIME_ZONE } from './attendance-rules';
import { monthName } from './service-year';

/** "outubro de 2026" as the texts name a month. */
export const monthLabel = (m: { month: number; year: number }) => `${monthName(m.month).toLowerCase()} de ${m.year}`;

const DAY = new Intl.DateTimeFormat('pt-PT', {
  timeZone: CONGREGATION_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** An instant (ISO) as the congregation's calendar date, dd/mm/aaaa. */
export const formatDayPt = (iso: string | Date) => DAY.format(new Date(iso));

export const SUBMISSION_MESSAGES = {
  monthOpen: 'O mês ainda está aberto: feche-o antes de marcar o S-1 como enviado à filial.',
  alreadySubmitted: (iso: string) => `O S-1 deste mês já foi marcado como enviado à filial em ${formatDayPt(iso)}.`,
  notSubmitted: 'O S-1 deste mês não está marcado como enviado à filial.',
  withdrawBlocked: (months: string[]) =>
    `Não é possível retirar o envio: relatórios atrasados deste mês foram contados no S-1 de ${months.join(', ')}, já enviado à filial. Retire primeiro esse envio.`,
  reopenSubmitted: 'O S-1 deste mês foi enviado à filial: retire o envio antes de abrir o mês.',
  moveSubmitted: 'O S-1 deste mês foi enviado à filial: o mês e o ano não mudam.',
  moveCountsLate:
    'Este mês conta relatórios atrasados de meses anteriores: o mês e o ano não mudam (elimine o mês e lance o certo, se foi lançado por engano).',
} as const;

/** Texts of the S-1 screen's sending to the branch. */
export const SUBMISSION_SCREEN = {
  sentOn: (iso: string, by: string | null) =>
    `Enviado à filial em ${formatDayPt(iso)}${by ? ` por ${by}` : ''}. Estes são os números enviados; nada do que mudar depois os altera.`,
  notSent: 'Ainda não foi marcado como enviado à filial: os números são os de agora.',
  markSent: 'Marcar como enviado à filial',
  confirmTitle: 'Marcar o S-1 como enviado à filial?',
  confirmIntro:
    'Os números ficam guardados tal como estão agora. Os relatórios que chegarem depois contam no S-1 do mês seguinte.',
  confirm: 'Marcar como enviado',
  nothingToNote: 'Não há nada a assinalar: todos os relatórios chegaram e o mês anterior já foi enviado.',
  previousNotSent: (month: string) => `O S-1 de ${month} ainda não foi marcado como enviado à filial.`,
  sent: 'S-1 marcado como enviado à filial.',
  sendFailed: 'O S-1 não foi marcado como enviado.',
  withdraw: 'Retirar envio',
  withdrawTitle: 'Retirar o envio à filial?',
  withdrawMessage:
    'O S-1 volta a mostrar os números de agora. Os relatórios atrasados deste mês ainda não contados num S-1 enviado voltam a contar neste mês.',
  withdrawn: 'Envio à filial retirado.',
  withdrawFailed: 'O envio não foi retirado.',
  groupsTitle: 'Por grupo',
  noGroup: 'Sem grupo',
  lateCountedTitle: 'Relatórios atrasados contados neste S-1',
  lateTitle: 'Relatórios por responder',
  lateIntro:
    'Este S-1 já foi enviado. Um relatório que chegue agora é registado como atrasado: fica neste mês e conta no S-1 do primeiro mês seguinte ainda por enviar.',
  noneUnanswered: 'Todos os relatórios deste mês foram respondidos.',
  recordLate: 'Registar relatório atrasado',
  lateLoadFailed: 'Erro ao carregar os relatórios do mês.',
  lateSaveFailed: 'O relatório atrasado não foi registado.',
  lateFormTitle: (name: string, month: string) => `Relatório atrasado de ${name} (${month})`,
  save: 'Registar',
  answerFirst: "Indique 'Sim' ou 'Não' em 'Participou no Ministério?' para registar.",
  analysisLink: 'Análise anual (S-10)',
  ownGroupTitle: (groupNumber: number | null) =>
    groupNumber === null ? 'O seu grupo neste mês (S-1)' : `O Grupo ${groupNumber} neste mês (S-1)`,
  groupLineFailed: 'Erro ao carregar os números do seu grupo.',
  ownGroupNote: 'Os números do seu grupo no S-1 do mês; depois de enviado à filial, tal como foram enviados.',
} as const;

export const LATE_REPORT_MESSAGES = {
  openMonth: 'O mês deste relatório está aberto: preencha-o da forma normal.',
  notSubmitted:
    'O S-1 do mês deste relatório ainda não foi enviado à filial: o relatório conta nesse mês (abra o mês para o preencher).',
  answered: 'Este relatório foi respondido antes do envio do S-1 e já está contado nesse mês.',
  frozen: (month: string) =>
    `Este relatório atrasado foi contado no S-1 de ${month}, já enviado à filial: não pode ser alterado.`,
  hoursNotPioneer: 'Valor inválido em hours: este relatório não é de um pioneiro e não reporta horas.',
  notFound: 'Relatório não encontrado',
  countedIn: (month: string) => `Relatório atrasado registado: conta no S-1 de ${month}.`,
  pending: 'Relatório atrasado registado: conta no S-1 do próximo mês lançado (ainda não há nenhum por enviar).',
} as const;

/** What the S-21 (card and screen) says of a late report, in its own month. */
export const lateReportRemark = (countedIn: { month: number; year: number } | null) =>
  countedIn
    ? `Relatório atrasado: contado no S-1 de ${monthLabel(countedIn)}.`
    : 'Relatório atrasado: conta no S-1 do próximo mês lançado.';

export const DELETE_MONTH_MESSAGES = {
  action: 'Eliminar',
  title: (month: string) => `Eliminar o mês de ${month}?`,
  confirmMessage: (reports: number) =>
    `Use-o para um mês lançado por engano: o mês e os ${reports} relatórios gerados, ainda por responder, são apagados. Fica registado no histórico de auditoria.`,
  deleted: 'Mês eliminado.',
  deleteFailed: 'O mês não foi eliminado.',
  closed: 'Só é possível eliminar um mês aberto: este mês está fechado.',
  answered: (n: number) =>
    n === 1
      ? 'Não é possível eliminar este mês: 1 relatório já foi respondido ou tem dados escritos.'
      : `Não é possível eliminar este mês: ${n} relatórios já foram respondidos ou têm dados escritos.`,
} as const;

export const ANALYSIS_MESSAGES = {
  title: 'Análise da congregação (S-10)',
  definitions: [
    'Médias de assistência: a média das médias mensais dos meses com reuniões, como na linha anual do S-88.',
    'Publicadores ativos: como o S-1 de agosto os conta (tal como foi enviado, se já foi enviado).',
    'Publicadores inativos: sem relatório de participação nos seis meses até ao fim de agosto.',
    'Publicadores reativados: inativos no fim do ano de serviço anterior, com relatório de participação neste.',
  ],
  loadFailed: 'Erro ao carregar a análise do ano de serviço.',
  downloadPdf: 'Descarregar PDF',
  downloadFailed: 'Erro ao descarregar o PDF.',
  totalsCards: 'Cartões S-21 de totais',
  totalsFailed: 'Erro ao descarregar os cartões de totais.',
} as const;

/** The S-10's lines in the form's order, with their pt-PT labels. */
export const S10_LINES = [
  { key: 'averageMidweekAttendance', label: 'Média de assistência à reunião do meio de semana' },
  { key: 'averageWeekendAttendance', label: 'Média de assistência à reunião do fim de semana' },
  { key: 'activePublishers', label: 'Publicadores ativos' },
  { key: 'inactivePublishers', label: 'Publicadores inativos' },
  { key: 'reactivatedPublishers', label: 'Publicadores reativados' },
] as const;

export const s10FileName = (serviceYear: number) => `S-10-${serviceYear}.pdf`;
export const s21TotalsFileName = (serviceYear: number) => `S-21-totais-${serviceYear}.pdf`;

/** The three totals cards (S-21 as the circuit overseer asks for them): one per S-1 category. */
export const TOTALS_CARD_NAMES = {
  publishers: 'Publicadores',
  auxiliaryPioneers: 'Pioneiros auxiliares',
  regularPioneers: 'Pioneiros regulares',
} as const;

export const reportsRemark = (n: number) => (n === 1 ? '1 relatório' : `${n} relatórios`);

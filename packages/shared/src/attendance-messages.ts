/** pt-PT texts of meeting attendance (S-88), shared by the API and the screens. */
export const ATTENDANCE_MESSAGES = {
  countInvalid: 'indique um número inteiro de 0 a 9999.',
  dateInvalid: 'Data inválida: use uma data real no formato aaaa-mm-dd.',
  kindInvalid: 'Tipo de reunião inválido: use "midweek" ou "weekend".',
  dateInFuture: 'Não é possível registar a assistência de uma reunião numa data futura.',
  notFound: 'Não existe registo de assistência para essa reunião.',
  saved: 'Assistência guardada',
  saveFailed: 'Erro ao guardar a assistência.',
  loadFailed: 'Erro ao carregar a assistência.',
  removed: 'Registo de assistência removido',
} as const;

export const CONGREGATION_REPORT_MESSAGES = {
  missingWarning: (n: number) =>
    n === 1
      ? 'Falta 1 relatório: os números ainda podem mudar.'
      : `Faltam ${n} relatórios: os números ainda podem mudar.`,
  missingCount: (n: number) => (n === 1 ? '1 relatório em falta' : `${n} relatórios em falta`),
  noWeekendAttendance: 'Não há assistência registada para as reuniões do fim de semana deste mês.',
  reminderNoSmtp: 'O envio de email não está configurado no servidor (SMTP_URL).',
  reminderNoOverseer: 'Este grupo não tem superintendente com utilizador atribuído.',
  reminderNoEmail: 'O superintendente deste grupo não tem email registado.',
  reminderAlreadySent: 'O superintendente já foi lembrado hoje. Pode lembrar de novo amanhã.',
  reminderNothingMissing: 'Este grupo não tem relatórios em falta.',
  reminderSent: 'Lembrete enviado ao superintendente.',
  reminderSendFailed: 'O servidor de email não respondeu. O lembrete não foi enviado; tente mais tarde.',
  reminderSubject: (month: string, year: number) => `Relatórios em falta — ${month} de ${year}`,
  groupNotFound: 'Grupo não encontrado.',
} as const;

/** Texts of the attendance screen. */
export const ATTENDANCE_SCREEN = {
  title: 'Assistência às Reuniões',
  readOnly: 'Só o secretário ou um administrador podem registar a assistência.',
  typedInvalid: 'Indique um número inteiro de 0 a 9999 (sem vírgulas nem pontos).',
  inPersonRequired: 'Indique a assistência presencial (o online vazio conta como 0).',
  saving: 'A guardar…',
  saved: 'Guardado',
  pending: 'Por guardar',
  restored: (n: number) =>
    n === 1
      ? 'Foi recuperado 1 registo que não tinha sido guardado; está a ser guardado agora.'
      : `Foram recuperados ${n} registos que não tinham sido guardados; estão a ser guardados agora.`,
  downloadS88: 'Descarregar S-88',
  downloadFailed: 'Erro ao descarregar o S-88.',
} as const;

/** The S-1 lines in the form's order, with their pt-PT labels. */
export const S1_LINES = [
  { key: 'activePublishers', section: null, label: 'Publicadores ativos' },
  { key: 'averageWeekendAttendance', section: null, label: 'Média de assistência às reuniões do fim de semana' },
  { key: 'publishers.reports', section: 'Publicadores', label: 'Número de relatórios' },
  { key: 'publishers.studies', section: 'Publicadores', label: 'Estudos bíblicos' },
  { key: 'auxiliaryPioneers.reports', section: 'Pioneiros auxiliares', label: 'Número de relatórios' },
  { key: 'auxiliaryPioneers.hours', section: 'Pioneiros auxiliares', label: 'Horas' },
  { key: 'auxiliaryPioneers.studies', section: 'Pioneiros auxiliares', label: 'Estudos bíblicos' },
  { key: 'regularPioneers.reports', section: 'Pioneiros regulares', label: 'Número de relatórios' },
  { key: 'regularPioneers.hours', section: 'Pioneiros regulares', label: 'Horas' },
  { key: 'regularPioneers.studies', section: 'Pioneiros regulares', label: 'Estudos bíblicos' },
] as const;

export const S1_SCREEN = {
  title: 'Relatório da Congregação (S-1)',
  loadFailed: 'Erro ao carregar o relatório da congregação.',
  missingLoadFailed: 'Erro ao carregar os relatórios em falta.',
  copied: (label: string) => `${label}: copiado`,
  copyFailed: 'Não foi possível copiar. Selecione o número e copie-o à mão.',
  print: 'Imprimir',
  seeMissing: 'Ver relatórios em falta',
  yearTitle: (serviceYear: number) => `Ano de serviço ${serviceYear}, mês a mês`,
  missingTitle: 'Relatórios em falta',
  noneMissing: 'Não há relatórios em falta.',
  remind: 'Lembrar superintendente',
  remindFailed: 'Erro ao enviar o lembrete.',
  noOverseer: 'Sem superintendente',
} as const;

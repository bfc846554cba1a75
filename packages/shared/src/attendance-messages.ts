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

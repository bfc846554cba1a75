/**
 * pt-PT texts of self-reporting (issue 23): invitations, the publisher's own report and record. Shared by the server
 * (error messages) and the screens; free of zod so any screen may import it.
 */
export const INVITATION_GONE_REASONS = ['expired', 'used', 'revoked'] as const;
export type InvitationGoneReason = (typeof INVITATION_GONE_REASONS)[number];

export const SELF_REPORTING_MESSAGES = {
  invitationNotFound: 'Convite não encontrado. Confirme que abriu a ligação completa que recebeu.',
  invitationGone: {
    expired: 'Este convite expirou. Peça ao secretário um convite novo.',
    used: 'Este convite já foi usado. Se já criou a sua conta, inicie sessão com ela.',
    revoked: 'Este convite foi cancelado. Peça ao secretário um convite novo.',
  } satisfies Record<InvitationGoneReason, string>,
  publisherNotInvitable: 'Só se pode convidar um publicador visível (não arquivado).',
  publisherAlreadyLinked: 'Este publicador já tem uma conta de utilizador.',
  noOpenActivity: 'Não há nenhum mês aberto para relatar. O secretário abre o mês quando chegar a altura.',
  noOwnReport: 'Não há relatório seu neste mês. Fale com o secretário.',
  notLinked: 'A sua conta não está ligada a um publicador. Fale com o secretário.',
  sentByPublisher: 'Enviado pelo publicador',
  participationRequired: 'Indique se participou no ministério (Sim ou Não) antes de enviar.',
  reportSent: 'Relatório enviado!',
  sendFailed: 'Não foi possível enviar o relatório. Os seus valores continuam aqui: tente de novo.',
  ownReportStale:
    'O seu relatório foi alterado entretanto (pelo superintendente de grupo). Os seus valores foram mantidos: confirme-os e carregue de novo em "Enviar relatório".',
  readOnlySent: 'O superintendente de grupo já enviou este relatório ao secretário: já não o pode alterar.',
  contactHint: 'Para corrigir estes dados, fale com o secretário.',
} as const;

/**
 * Texts of self-reporting (issue 23): invitations, the publisher's own report and record. Shared by the server
 * (error messages) and the screens (catalogue namespace `selfReporting`, ADR 043); free of zod so any screen may
 * import it.
 */
import { messages, TEXT } from './i18n/messages';

export const INVITATION_GONE_REASONS = ['expired', 'used', 'revoked'] as const;
export type InvitationGoneReason = (typeof INVITATION_GONE_REASONS)[number];

const INVITATION_GONE = messages('selfReporting.invitationGone', {
  expired: TEXT,
  used: TEXT,
  revoked: TEXT,
}) satisfies Record<InvitationGoneReason, string>;

const MESSAGES = messages('selfReporting', {
  invitationNotFound: TEXT,
  publisherNotInvitable: TEXT,
  publisherAlreadyLinked: TEXT,
  noOpenActivity: TEXT,
  noOwnReport: TEXT,
  notLinked: TEXT,
  sentByPublisher: TEXT,
  participationRequired: TEXT,
  reportSent: TEXT,
  sendFailed: TEXT,
  ownReportStale: TEXT,
  readOnlySent: TEXT,
  contactHint: TEXT,
});

export const SELF_REPORTING_MESSAGES = Object.defineProperty(MESSAGES, 'invitationGone', {
  value: INVITATION_GONE,
  enumerable: true,
}) as typeof MESSAGES & { readonly invitationGone: typeof INVITATION_GONE };

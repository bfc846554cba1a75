import type { SessionResponse } from '@congregacao/shared/contracts/auth';
import type { AcceptInvitationBody, InvitationInfo } from '@congregacao/shared/contracts/self-reporting';
import { ERROR_CODES } from '@congregacao/shared/error-codes';
import { t } from '@congregacao/shared/i18n/translate';
import {
  INVITATION_GONE_REASONS,
  type InvitationGoneReason,
  SELF_REPORTING_MESSAGES,
} from '@congregacao/shared/self-reporting-messages';
import { api, isApiError } from '../../../lib/api-client';

/** GET /invitations/{token} (no session): the name the invitation is for. */
export function getInvitation(token: string): Promise<InvitationInfo> {
  return api.get<InvitationInfo>(`/invitations/${encodeURIComponent(token)}`);
}

/** POST /invitations/{token}/accept: creates the person's account and signs in. */
export function acceptInvitation(token: string, body: AcceptInvitationBody): Promise<SessionResponse> {
  return api.post<SessionResponse>(`/invitations/${encodeURIComponent(token)}/accept`, body);
}

function goneReason(error: unknown): InvitationGoneReason | null {
  if (!isApiError(error) || error.code !== ERROR_CODES.INVITATION_GONE) return null;
  const reason = (error.body as { reason?: unknown } | null)?.reason;
  return INVITATION_GONE_REASONS.find((r) => r === reason) ?? null;
}

/** Whether the link itself can no longer be used (unknown, spent, revoked, expired): the page says so instead of a form. */
export function isInvitationUnusable(error: unknown): boolean {
  return goneReason(error) !== null || (isApiError(error) && error.status === 404);
}

/** The reason an invitation cannot be used, or the server's own words for anything else. */
export function invitationErrorText(error: unknown): string {
  const reason = goneReason(error);
  if (reason) return SELF_REPORTING_MESSAGES.invitationGone[reason];
  if (isApiError(error) && error.status === 404) return SELF_REPORTING_MESSAGES.invitationNotFound;
  return error instanceof Error ? error.message : t('auth.invitation.openFailed');
}

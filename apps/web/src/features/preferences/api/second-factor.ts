import type { MfaStatus, RecoveryCodes, TotpDisableBody, TotpEnrolment } from '@congregacao/shared/contracts/mfa';
import type { User } from '@congregacao/shared/contracts/user';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client';
import { OWN_ACCOUNT_QUERY_KEY } from '../../../lib/queries/keys';
import { updateStoredUser } from '../../../lib/session';

/** GET /users/me/mfa: whether TOTP is on, recovery codes left, whether the role requires it. */
export function mfaStatusQueryOptions() {
  return queryOptions({
    queryKey: [...OWN_ACCOUNT_QUERY_KEY, 'mfa'],
    queryFn: () => api.get<MfaStatus>('/users/me/mfa'),
  });
}

export function useMfaStatus() {
  return useQuery(mfaStatusQueryOptions());
}

function useReloadStatus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: mfaStatusQueryOptions().queryKey });
}

/**
 * The stored user as the server now sees it (hasSecondFactor, mustEnrolSecondFactor: the role guard reads them).
 * After turning the factor on, only once the recovery codes were put away: the guard may then leave the screen.
 */
export async function reloadStoredUser(): Promise<void> {
  updateStoredUser((await api.get<{ user: User }>('/auth/me')).user);
}

/** POST /users/me/mfa/totp {password}: the account's password confirms adding a way to sign in. */
export function useStartTotp() {
  return useMutation({ mutationFn: (password: string) => api.post<TotpEnrolment>('/users/me/mfa/totp', { password }) });
}

export function useConfirmTotp() {
  const reloadStatus = useReloadStatus();
  return useMutation({
    mutationFn: (code: string) => api.post<RecoveryCodes>('/users/me/mfa/totp/confirm', { code }),
    onSuccess: reloadStatus,
  });
}

/**
 * DELETE /users/me/mfa/totp {password, code?} (no code: a TOTP added in the last day). `reloadsUser: false` leaves the
 * stored user for the caller to reload (the role guards read it; a list of removals reloads it once, at the end).
 */
export function useDisableTotp({ reloadsUser = true } = {}) {
  const reloadStatus = useReloadStatus();
  return useMutation({
    mutationFn: (body: TotpDisableBody) => request<{ ok: true }>('/users/me/mfa/totp', { method: 'DELETE', body }),
    onSuccess: async () => {
      if (reloadsUser) await reloadStoredUser();
      await reloadStatus();
    },
  });
}

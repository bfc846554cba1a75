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

export function useStartTotp() {
  return useMutation({ mutationFn: () => api.post<TotpEnrolment>('/users/me/mfa/totp') });
}

export function useConfirmTotp() {
  const reloadStatus = useReloadStatus();
  return useMutation({
    mutationFn: (code: string) => api.post<RecoveryCodes>('/users/me/mfa/totp/confirm', { code }),
    onSuccess: reloadStatus,
  });
}

export function useDisableTotp() {
  const reloadStatus = useReloadStatus();
  return useMutation({
    mutationFn: (body: TotpDisableBody) => request<{ ok: true }>('/users/me/mfa/totp', { method: 'DELETE', body }),
    onSuccess: async () => {
      await reloadStoredUser();
      await reloadStatus();
    },
  });
}

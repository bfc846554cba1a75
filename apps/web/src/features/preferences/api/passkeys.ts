import type { Passkey, PasskeysResponse } from '@congregacao/shared/contracts/passkeys';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client';
import { createPasskey } from '../../../lib/passkey-ceremony';
import { ownQuery } from './own-query';
import { reloadStoredUser } from './second-factor';

const passkeys = ownQuery<PasskeysResponse>('passkeys');
export const usePasskeys = passkeys.useRead;

/**
 * After a change: the list, and the stored user (hasSecondFactor, mustEnrolSecondFactor: the role guard reads them)
 * unless the caller reloads it itself.
 */
function useRefresh(reloadsUser = true) {
  const queryClient = useQueryClient();
  return async () => {
    if (reloadsUser) await reloadStoredUser();
    await queryClient.invalidateQueries({ queryKey: passkeys.key });
  };
}

/**
 * The server's options (the account's password confirms adding a way to sign in), the device creates the passkey,
 * POST /users/me/passkeys {name?, credential}.
 */
export function useAddPasskey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ name, password }: { name: string | undefined; password: string }) => {
      const options = await api.post<PublicKeyCredentialCreationOptionsJSON>('/users/me/passkeys/options', {
        password,
      });
      const credential = await createPasskey(options);
      return api.post<Passkey>('/users/me/passkeys', { name, credential });
    },
    onSuccess: refresh,
  });
}

/** PATCH /users/me/passkeys/{id} {name} */
export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      api.patch<Passkey>(`/users/me/passkeys/${id}`, { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeys.key }),
  });
}

/** DELETE /users/me/passkeys/{id} {password}; `reloadsUser` as for turning TOTP off (second-factor.ts). */
export function useRemovePasskey({ reloadsUser = true } = {}) {
  const refresh = useRefresh(reloadsUser);
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      request<{ ok: true }>(`/users/me/passkeys/${id}`, { method: 'DELETE', body: { password } }),
    onSuccess: refresh,
  });
}

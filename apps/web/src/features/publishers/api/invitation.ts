import type { InvitationResponse } from '@congregacao/shared/contracts/self-reporting';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /publishers/{id}/invitation: a new link (the previous one stops working); `sendEmail` also emails it. */
export function useCreateInvitation(publisherId: number) {
  return useMutation({
    mutationFn: (sendEmail: boolean) =>
      api.post<InvitationResponse>(`/publishers/${publisherId}/invitation`, { sendEmail }),
  });
}

/** DELETE /publishers/{id}/invitation: the link stops working. */
export function useRevokeInvitation(publisherId: number) {
  return useMutation({ mutationFn: () => api.delete<{ ok: true }>(`/publishers/${publisherId}/invitation`) });
}

import type { EraseBody, EraseResponse } from '@congregacao/shared/contracts/imports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, download } from '../../../lib/api-client';
import { PUBLISHERS_QUERY_KEY } from '../../../lib/queries/publishers';
import { saveFile } from '../../../lib/save-file';

/** GET /publishers/{id}/personal-data: the zip (JSON + PDF summary) for an access request. */
export async function downloadPersonalData(id: number): Promise<void> {
  const file = await download(`/publishers/${id}/personal-data`);
  saveFile(file.blob, file.filename ?? `dados-pessoais_${id}.zip`);
}

/**
 * POST /publishers/{id}/erase with the name typed to confirm; every publisher query refreshes after. The answer
 * says what became of the linked user account.
 */
export function useErasePublisher(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EraseBody) => api.post<EraseResponse>(`/publishers/${id}/erase`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PUBLISHERS_QUERY_KEY }),
  });
}

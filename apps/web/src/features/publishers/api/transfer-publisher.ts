import type { TransferOutBody } from '@congregacao/shared/contracts/transfers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { download } from '../../../lib/api-client';
import { PUBLISHERS_QUERY_KEY } from '../../../lib/queries/publishers';
import { saveFile } from '../../../lib/save-file';

/** POST /publishers/{id}/transfer: archives the publisher and saves the zip for the receiving congregation. */
export function useTransferPublisher(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TransferOutBody) => {
      const file = await download(`/publishers/${id}/transfer`, body);
      saveFile(file.blob, file.filename ?? `transferencia_${id}.zip`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PUBLISHERS_QUERY_KEY }),
  });
}

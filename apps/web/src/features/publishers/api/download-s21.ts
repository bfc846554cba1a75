import type { S21AllBody, S21CardBody, S21GroupBody } from '@congregacao/shared/contracts/history';
import { HISTORY_MESSAGES } from '@congregacao/shared/history-messages';
import { s21FileNames } from '@congregacao/shared/s21-file-names';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { toast } from '../../../lib/toast';

/** `fillable`: the branch's fillable S-21 form (`?format=fillable`, ADR 042) instead of the drawn card. */
export type S21Request =
  | { kind: 'card'; body: S21CardBody; fillable?: boolean }
  | { kind: 'all'; body: S21AllBody; fillable?: boolean }
  | { kind: 'group'; body: S21GroupBody };

function target(request: S21Request): { path: string; filename: string } {
  switch (request.kind) {
    case 'card':
      return { path: '/files/s21', filename: s21FileNames.card(request.body.publisherId, request.body.serviceYear) };
    case 'all':
      return { path: '/files/s21-all', filename: s21FileNames.all(request.body.serviceYear) };
    case 'group':
      return {
        path: '/files/s21-group',
        filename: s21FileNames.group(request.body.groupNumber, request.body.serviceYear),
      };
  }
}

/** Downloads an S-21 card (PDF) or a zip of cards and saves it under the spec's file name. */
export async function downloadS21(request: S21Request): Promise<void> {
  const { path, filename } = target(request);
  const isFillable = request.kind !== 'group' && request.fillable === true;
  const file = await download(isFillable ? `${path}?format=fillable` : path, request.body);
  saveFile(file.blob, filename);
}

/** The download with its progress toast, then 'Baixado com sucesso!' or 'Erro ao baixar o ficheiro!'. */
export function useDownloadS21() {
  return useMutation({
    mutationFn: async (request: S21Request) => {
      const toastId = toast.loading(HISTORY_MESSAGES.downloadProgress);
      try {
        await downloadS21(request);
        toast.success(HISTORY_MESSAGES.downloadSucceeded, { id: toastId });
      } catch (error) {
        toast.error(HISTORY_MESSAGES.downloadFailed, { id: toastId });
        throw error;
      }
    },
  });
}

import type { ImportCommit, ImportPreview, RetentionDue, RetentionErase } from '@congregacao/shared/contracts/imports';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, download } from '../../../lib/api-client';
import { PUBLISHERS_QUERY_KEY } from '../../../lib/queries/publishers';
import { saveFile } from '../../../lib/save-file';

/** POST /imports/preview: the file in the multipart field `file`; nothing is written. */
export function previewImport(file: File): Promise<ImportPreview> {
  const form = new FormData();
  form.append('file', file);
  return api.post<ImportPreview>('/imports/preview', form);
}

/** POST /imports/{id}/commit; a transfer in may name the arrival date (ADR 042). */
export const commitImport = ({ importId, arrivalDate }: { importId: string; arrivalDate?: string }) =>
  api.post<ImportCommit>(`/imports/${importId}/commit`, arrivalDate ? { arrivalDate } : {});

/** A template or export (GET), saved under the server's file name. */
export async function downloadTable(path: string, fallbackName: string): Promise<void> {
  const file = await download(path);
  saveFile(file.blob, file.filename ?? fallbackName);
}

export const retentionQueryOptions = () =>
  queryOptions({
    queryKey: [...PUBLISHERS_QUERY_KEY, 'retention'],
    queryFn: () => api.get<RetentionDue>('/publishers/retention'),
  });

export const useRetentionDue = () => useQuery(retentionQueryOptions());

/** Erases the listed publishers (each past the retention period); the list and the publishers refresh after. */
export function useEraseRetentionDue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publisherIds: number[]) => api.post<RetentionErase>('/publishers/retention/erase', { publisherIds }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PUBLISHERS_QUERY_KEY }),
  });
}

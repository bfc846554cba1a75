import type { PublisherHistory, ServiceYears } from '@congregacao/shared/contracts/history';
import type { OwnDetails } from '@congregacao/shared/contracts/self-reporting';
import { HISTORY_MESSAGES } from '@congregacao/shared/history-messages';
import { s21FileNames } from '@congregacao/shared/s21-file-names';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, download } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from '../../../lib/queries/keys';
import { saveFile } from '../../../lib/save-file';
import { toast } from '../../../lib/toast';

/** The signed-in publisher's own record (issue 23): /me/service-years, /me/history/{sy}, /me/details, /me/s21/{sy}. */
const OWN = [...REPORTS_QUERY_KEY, 'own-record'] as const;

export function useOwnServiceYears() {
  return useQuery(
    queryOptions({
      queryKey: [...OWN, 'service-years'],
      queryFn: async () => (await api.get<ServiceYears>('/me/service-years')).serviceYears,
    }),
  );
}

export function useOwnHistory(serviceYear: number | null) {
  return useQuery({
    queryKey: [...OWN, 'history', serviceYear],
    queryFn: () => api.get<PublisherHistory>(`/me/history/${serviceYear}`),
    enabled: serviceYear !== null,
  });
}

export function useOwnDetails() {
  return useQuery({ queryKey: [...OWN, 'details'], queryFn: () => api.get<OwnDetails>('/me/details') });
}

/** Downloads the person's own S-21 of a service year, with the same toasts as the staff's download. */
export function useDownloadOwnS21() {
  return useMutation({
    mutationFn: async ({ serviceYear, publisherId }: { serviceYear: number; publisherId: number }) => {
      const toastId = toast.loading(HISTORY_MESSAGES.downloadProgress);
      try {
        const file = await download(`/me/s21/${serviceYear}`);
        saveFile(file.blob, file.filename ?? s21FileNames.card(publisherId, serviceYear));
        toast.success(HISTORY_MESSAGES.downloadSucceeded, { id: toastId });
      } catch (error) {
        toast.error(HISTORY_MESSAGES.downloadFailed, { id: toastId });
        throw error;
      }
    },
  });
}

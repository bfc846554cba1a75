import type { PioneerProgressResponse } from '@congregacao/shared/contracts/pioneer-year';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from '../../../lib/queries/keys';

/** GET /publishers/{id}/pioneer-progress/{sy}, or the signed-in pioneer's own (`publisherId` null: /me/…). */
export function usePioneerProgress(publisherId: number | null, serviceYear: number | null) {
  const url =
    publisherId === null
      ? `/me/pioneer-progress/${serviceYear}`
      : `/publishers/${publisherId}/pioneer-progress/${serviceYear}`;
  return useQuery({
    queryKey: [...REPORTS_QUERY_KEY, 'pioneer-progress', publisherId ?? 'own', serviceYear],
    queryFn: () => api.get<PioneerProgressResponse>(url),
    enabled: serviceYear !== null,
  });
}

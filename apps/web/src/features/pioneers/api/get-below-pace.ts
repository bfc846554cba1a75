import type { BelowPace } from '@congregacao/shared/contracts/pioneer-year';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from '../../../lib/queries/keys';

/** GET /pioneer-progress/{serviceYear}/below-pace: the regular pioneers in scope behind the pace of their year. */
export function useBelowPace(serviceYear: number | null) {
  return useQuery({
    queryKey: [...REPORTS_QUERY_KEY, 'pioneers', 'below-pace', serviceYear],
    queryFn: () => api.get<BelowPace>(`/pioneer-progress/${serviceYear}/below-pace`),
    enabled: serviceYear !== null,
  });
}

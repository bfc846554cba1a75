import type { Household } from '@congregacao/shared/contracts/groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** GET /households/ (Admin and Secretary). */
export function getHouseholds(): Promise<Household[]> {
  return api.get<Household[]>('/households/');
}

export function householdsQueryOptions() {
  return queryOptions({ queryKey: ['households'], queryFn: getHouseholds });
}

export function useHouseholds(options: { enabled?: boolean } = {}) {
  return useQuery({ ...householdsQueryOptions(), ...options });
}

import type { Household } from '@congregacao/shared/contracts/groups';
import { useQuery } from '@tanstack/react-query';
import { listQuery } from './list-query';

/** GET /households/ (Admin and Secretary). */
const households = listQuery<Household>(['households'], '/households/');
export const getHouseholds = households.get;
export const householdsQueryOptions = households.options;
export const useHouseholds = (extra: { enabled?: boolean } = {}) => useQuery({ ...householdsQueryOptions(), ...extra });

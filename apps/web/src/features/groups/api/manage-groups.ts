import type {
  CreateHousehold,
  CreateServiceGroup,
  Household,
  ServiceGroup,
} from '@congregacao/shared/contracts/groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { householdsQueryOptions } from '../../../lib/queries/households';
import { serviceGroupsQueryOptions } from '../../../lib/queries/service-groups';

export const createServiceGroup = (body: CreateServiceGroup) => api.post<ServiceGroup>('/service-groups/', body);
export const deleteServiceGroup = (id: number) => api.delete<{ ok: true }>(`/service-groups/${id}`);
export const createHousehold = (body: CreateHousehold) => api.post<Household>('/households/', body);
export const deleteHousehold = (id: number) => api.delete<{ ok: true }>(`/households/${id}`);

function useInvalidating<T>(mutationFn: (input: T) => Promise<unknown>, queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export function useCreateServiceGroup() {
  return useInvalidating(createServiceGroup, serviceGroupsQueryOptions().queryKey);
}

export function useDeleteServiceGroup() {
  return useInvalidating(deleteServiceGroup, serviceGroupsQueryOptions().queryKey);
}

export function useCreateHousehold() {
  return useInvalidating(createHousehold, householdsQueryOptions().queryKey);
}

export function useDeleteHousehold() {
  return useInvalidating(deleteHousehold, householdsQueryOptions().queryKey);
}

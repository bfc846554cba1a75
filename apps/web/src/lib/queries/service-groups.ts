import type { ServiceGroup } from '@congregacao/shared/contracts/groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** GET /service-groups/ (sorted by groupNumber). Shared: several screens pick a group, one cache for all of them. */
export function getServiceGroups(): Promise<ServiceGroup[]> {
  return api.get<ServiceGroup[]>('/service-groups/');
}

export function serviceGroupsQueryOptions() {
  return queryOptions({ queryKey: ['service-groups'], queryFn: getServiceGroups });
}

export function useServiceGroups(options: { enabled?: boolean } = {}) {
  return useQuery({ ...serviceGroupsQueryOptions(), ...options });
}

/** 'Grupo N', the label of a group everywhere in the interface. */
export function groupLabel(groupNumber: number | null | undefined): string {
  return groupNumber == null ? 'Sem grupo' : `Grupo ${groupNumber}`;
}

/** A group select's options: the group id as value, 'Grupo N' as label. */
export function groupOptions(groups: readonly ServiceGroup[]) {
  return groups.map((group) => ({ value: group.id, label: groupLabel(group.groupNumber) }));
}

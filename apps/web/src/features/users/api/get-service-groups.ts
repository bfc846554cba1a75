import type { ServiceGroup } from '@congregacao/shared/contracts/groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The service groups offered in the user forms ('Grupo {groupNumber}'), sorted by number. */
export function getServiceGroups(): Promise<ServiceGroup[]> {
  return api
    .get<ServiceGroup[]>('/service-groups/')
    .then((groups) => [...groups].sort((a, b) => a.groupNumber - b.groupNumber));
}

export function getServiceGroupsQueryOptions() {
  return queryOptions({ queryKey: ['users', 'service-groups'], queryFn: getServiceGroups });
}

export function useServiceGroups() {
  return useQuery(getServiceGroupsQueryOptions());
}

export function groupOptions(groups: readonly ServiceGroup[]) {
  return groups.map((group) => ({ value: group.id, label: `Grupo ${group.groupNumber}` }));
}

import type { GroupOverseer } from '@congregacao/shared/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /users/group-overseers → {overseers} (an array is accepted too). */
export async function getGroupOverseers(): Promise<GroupOverseer[]> {
  const body = await api.get<{ overseers: GroupOverseer[] } | GroupOverseer[]>('/users/group-overseers');
  return Array.isArray(body) ? body : body.overseers;
}

export function groupOverseersQueryOptions() {
  return queryOptions({ queryKey: ['group-overseers'], queryFn: getGroupOverseers });
}

export function useGroupOverseers() {
  return useQuery(groupOverseersQueryOptions());
}

/** The overseer's name for a group: display name, else username. */
export function overseerName(overseers: GroupOverseer[] | undefined, groupId: number): string | null {
  const overseer = overseers?.find((o) => o.groupId === groupId);
  return overseer ? overseer.displayName?.trim() || overseer.username : null;
}

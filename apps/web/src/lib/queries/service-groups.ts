import type { ServiceGroup } from '@congregacao/shared/contracts/groups';
import { t } from '@congregacao/shared/i18n/translate';
import { useQuery } from '@tanstack/react-query';
import { listQuery } from './list-query';

/** GET /service-groups/ (sorted by groupNumber). Shared: several screens pick a group, one cache for all of them. */
const serviceGroups = listQuery<ServiceGroup>(['service-groups'], '/service-groups/');
export const getServiceGroups = serviceGroups.get;
export const serviceGroupsQueryOptions = serviceGroups.options;
export const useServiceGroups = (extra: { enabled?: boolean } = {}) =>
  useQuery({ ...serviceGroupsQueryOptions(), ...extra });

/** 'Grupo N', the label of a group everywhere in the interface. */
export function groupLabel(groupNumber: number | null | undefined): string {
  return groupNumber == null ? t('ui.group.none') : t('ui.group.label', { number: String(groupNumber) });
}

/** A group select's options: the group id as value, 'Grupo N' as label. */
export function groupOptions(groups: readonly ServiceGroup[]) {
  return groups.map((group) => ({ value: group.id, label: groupLabel(group.groupNumber) }));
}

import { SUBMISSION_SCREEN } from '@congregacao/shared/branch-cycle-messages';
import type { S1GroupLine } from '@congregacao/shared/contracts/congregation-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, failsWith } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from '../../../lib/queries/keys';

/** GET …/congregation-report/groups/{groupId}: one group's S-1 line (an Elder: their own; ADR 037). */
export function groupLineQueryOptions(activityId: number, groupId: number) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'congregation-report-group', activityId, groupId],
    queryFn: () =>
      failsWith(
        SUBMISSION_SCREEN.groupLineFailed,
        api.get<S1GroupLine>(`/monthlyactivityreports/${activityId}/congregation-report/groups/${groupId}`),
      ),
    staleTime: 0,
  });
}

export function useGroupLine(activityId: number, groupId: number | null) {
  return useQuery({ ...groupLineQueryOptions(activityId, groupId ?? 0), enabled: groupId !== null });
}

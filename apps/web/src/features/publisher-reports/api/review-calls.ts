import {
  type ApproveAnsweredResponse,
  type IrregularPublisher,
  NEW_REPORT_DEFAULTS,
  type ReportRow,
} from '@congregacao/shared/contracts/reports';
import type { ReportStatus } from '@congregacao/shared/enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, failsWith } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from '../../../lib/queries/keys';
import { REPORT_CALL_FAILURES } from './reports-by-month';

/** GET /monthlyactivityreports/irregular-publishers/{id}; a failure is shown as one, never as "nobody irregular". */
export function getIrregularPublishers(activityId: number): Promise<IrregularPublisher[]> {
  return api.get<IrregularPublisher[]>(`/monthlyactivityreports/irregular-publishers/${activityId}`);
}

export function irregularPublishersQueryOptions(activityId: number) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'irregular', activityId],
    queryFn: () => getIrregularPublishers(activityId),
    staleTime: 0,
  });
}

export function useIrregularPublishers(activityId: number | null) {
  return useQuery({ ...irregularPublishersQueryOptions(activityId ?? 0), enabled: activityId !== null });
}

/** PUT /publisherreports/change-status: every report of one group set to Open or Sent at once. */
export function changeGroupStatus(query: { status: ReportStatus; groupId: number; activityId: number }) {
  return failsWith(
    REPORT_CALL_FAILURES.groupStatus,
    api.put<{ updatedCount: number }>('/publisherreports/change-status', undefined, { query }),
  );
}

/**
 * The Secretary approves the answered Open reports of one group (PUT /publisherreports/change-status onlyAnswered) or,
 * without a group, of the whole month (PUT /publisherreports/approve-answered); the unanswered stay Open (ADR 039).
 */
export function approveAnswered(activityId: number, groupId: number | null): Promise<ApproveAnsweredResponse> {
  const call =
    groupId === null
      ? api.put<ApproveAnsweredResponse>('/publisherreports/approve-answered', undefined, { query: { activityId } })
      : api
          .put<{ updatedCount: number } & Omit<ApproveAnsweredResponse, 'sentCount'>>(
            '/publisherreports/change-status',
            undefined,
            { query: { status: 'Sent', groupId, activityId, onlyAnswered: true } },
          )
          .then(({ updatedCount, ...rest }) => ({ sentCount: updatedCount, ...rest }));
  return failsWith(REPORT_CALL_FAILURES.groupStatus, call);
}

/** POST /publisherreports/ with the spec's inactive-publisher payload (id 0 and defaults). */
export function createReportFor(
  publisher: { publisherId: number; regularPioneer: boolean },
  monthlyActivityId: number,
) {
  const call = api.post<ReportRow>('/publisherreports/', {
    report: {
      id: 0,
      publisherId: publisher.publisherId,
      monthlyActivityId,
      ...NEW_REPORT_DEFAULTS,
      regularPioneer: publisher.regularPioneer,
    },
  });
  return failsWith(REPORT_CALL_FAILURES.create, call);
}

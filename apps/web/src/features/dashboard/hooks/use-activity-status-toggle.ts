import type { MonthlyActivity } from '@congregacao/shared/contracts/activities';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { withServerReason } from '../../../lib/api-client';
import { activityQueryOptions } from '../../../lib/queries/activities';
import { useSetActivityStatus } from '../../../lib/queries/activity-status';
import { toast } from '../../../lib/toast';
import { DASHBOARD_MESSAGES as M } from '../messages';

export interface CloseRequest {
  activity: MonthlyActivity;
  /** reports of the activity still Open (not sent to the secretary) */
  openReportsCount: number;
}

/**
 * The secretary's open/close toggle (spec point 4): reopening needs no confirmation; closing first counts the
 * activity's reports still open, then asks for confirmation. `busyId` is the activity whose toggle is running.
 */
export function useActivityStatusToggle() {
  const queryClient = useQueryClient();
  const mutation = useSetActivityStatus();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [closeRequest, setCloseRequest] = useState<CloseRequest | null>(null);

  function change(activity: MonthlyActivity, status: MonthlyActivity['status']) {
    setBusyId(activity.id);
    mutation.mutate(
      { id: activity.id, status },
      {
        onSuccess: () => {
          toast.success(status === 'Open' ? M.opened : M.closed);
          setCloseRequest(null);
        },
        onError: (error) => toast.error(withServerReason(M.statusFailed, error)),
        onSettled: () => setBusyId(null),
      },
    );
  }

  async function toggle(activity: MonthlyActivity) {
    if (activity.status === 'Closed') return change(activity, 'Open');
    setBusyId(activity.id);
    try {
      const detail = await queryClient.fetchQuery({ ...activityQueryOptions(activity.id), staleTime: 0 });
      setCloseRequest({ activity, openReportsCount: detail.openReportsCount });
    } catch (error) {
      toast.error(withServerReason(M.statusFailed, error));
    } finally {
      setBusyId(null);
    }
  }

  return {
    busyId,
    closeRequest,
    isClosing: mutation.isPending && closeRequest !== null,
    toggle: (activity: MonthlyActivity) => void toggle(activity),
    confirmClose: () => closeRequest && change(closeRequest.activity, 'Closed'),
    cancelClose: () => setCloseRequest(null),
  };
}

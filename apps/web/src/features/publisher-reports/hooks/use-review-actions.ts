import type { PublisherWithoutReport, ReportRow } from '@congregacao/shared/contracts/reports';
import type { ReportStatus } from '@congregacao/shared/enums';
import { messages, TEXT } from '@congregacao/shared/i18n/messages';
import { REPORT_MESSAGES } from '@congregacao/shared/report-messages';
import { publisherLabel, type ReportPioneerMarks } from '@congregacao/shared/report-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError, withServerReason } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { ACTIVITIES_QUERY_KEY } from '../../../lib/queries/activities';
import { toast } from '../../../lib/toast';
import { reportsByMonthQueryOptions, updateChangedReports } from '../api/reports-by-month';
import {
  approveAnswered,
  changeGroupStatus,
  createReportFor,
  irregularPublishersQueryOptions,
} from '../api/review-calls';
import type { useReportDrafts } from '../drafts/use-report-drafts';
import type { useSaveReports } from '../drafts/use-save-reports';
import { answeredSplit } from '../model/answered-reports';
import { marksCorrection } from '../model/marks-correction';
import type { ReviewGroup } from '../model/review-groups';
import { saveDraftsBeforeSending, saveDraftsWithToast } from './save-drafts-with-toast';
import { FILL_MESSAGES } from './use-fill-actions';

export const REVIEW_MESSAGES = messages('reviewScreen', {
  nothingToSave: TEXT,
  saving: TEXT,
  saved: TEXT,
  saveFailed: TEXT,
  statusChanged: TEXT,
  statusFailed: TEXT,
  createFailed: TEXT,
  confirmGroupStatus: TEXT,
  confirmCreate: (name: string) => ({ name }),
  created: (name: string) => ({ name }),
  marksCorrected: (name: string) => ({ name }),
  marksFailed: TEXT,
});

export type PendingAction =
  | { kind: 'group-status'; group: ReviewGroup; status: ReportStatus }
  | { kind: 'create'; publisher: PublisherWithoutReport }
  /**
   * Approve the answered Open reports of a group (closing a group that has unanswered ones) or, with no group, of the
   * month; the unanswered stay Open and missing, never marked 'Não' (ADR 039)
   */
  | { kind: 'approve-answered'; group: ReviewGroup | null; answeredCount: number; unanswered: ReportRow[] };

interface Options {
  activityId: number;
  drafts: ReturnType<typeof useReportDrafts>;
  saver: ReturnType<typeof useSaveReports>;
}

/** Review-screen save (then to /), the group 'Opções' actions and report creation, with the spec's messages. */
export function useReviewActions({ activityId, drafts, saver }: Options) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [isRunning, setIsRunning] = useState(false);
  const [leaveAfterSave, setLeaveAfterSave] = useState(false);

  // navigate once the saved edits are gone and the leave warning has seen it (its effects run after this one)
  useEffect(() => {
    if (!leaveAfterSave || drafts.edits.size > 0) return;
    const timer = window.setTimeout(() => navigate(paths.dashboard.href()), 0);
    return () => window.clearTimeout(timer);
  }, [leaveAfterSave, drafts.edits.size, navigate]);

  const save = async () => {
    if (await saveDraftsWithToast(drafts, saver, REVIEW_MESSAGES, true)) setLeaveAfterSave(true);
  };

  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...reportsByMonthQueryOptions(activityId), staleTime: 0 });
    void queryClient.invalidateQueries({ queryKey: irregularPublishersQueryOptions(activityId).queryKey });
    void queryClient.invalidateQueries({ queryKey: ACTIVITIES_QUERY_KEY });
    return fresh;
  };

  /**
   * 'Fechar atividade do grupo': a group with unanswered reports (as shown) is offered the approval of its answered
   * ones instead, naming who stays missing; otherwise the spec's confirmation of the whole group.
   */
  const askGroupStatus = (group: ReviewGroup, status: ReportStatus) => {
    const split = answeredSplit(group.rows, drafts.edits);
    if (status === 'Sent' && split.unanswered.length > 0 && split.answeredCount > 0) {
      setPending({ kind: 'approve-answered', group, ...split });
    } else setPending({ kind: 'group-status', group, status });
  };

  /** The Secretary's month-wide 'Aprovar os N respondidos'. */
  const askMonthApproval = (rows: readonly ReportRow[]) =>
    setPending({ kind: 'approve-answered', group: null, ...answeredSplit(rows, drafts.edits) });

  const run = async (action: PendingAction) => {
    setIsRunning(true);
    try {
      if (action.kind === 'group-status') {
        await changeGroupStatus({ status: action.status, groupId: action.group.id ?? 0, activityId });
        toast.success(REVIEW_MESSAGES.statusChanged);
        const fresh = await reload();
        // the group's unsaved edits move onto the new versions; their status is now the server's
        drafts.rebase(fresh.reports, [], ['status']);
      } else if (action.kind === 'approve-answered') {
        // what is approved is what is on screen: typed answers are saved first, as the fill screen's send does
        if (!(await saveDraftsBeforeSending(drafts, saver, FILL_MESSAGES))) return;
        const outcome = await approveAnswered(activityId, action.group?.id ?? null);
        toast.success(
          REPORT_MESSAGES.approvedAnswered(
            outcome.sentCount,
            outcome.unanswered.map((r) => r.name),
          ),
        );
        const fresh = await reload();
        drafts.rebase(fresh.reports, [], ['status']);
      } else {
        const name = publisherLabel(action.publisher);
        await createReportFor(action.publisher, activityId);
        toast.success(REVIEW_MESSAGES.created(name));
        await reload();
      }
    } catch (error) {
      if (action.kind !== 'create') toast.error(withServerReason(REVIEW_MESSAGES.statusFailed, error));
      else
        toast.error(
          isApiError(error) && error.status === 409 && error.serverError
            ? error.serverError
            : REVIEW_MESSAGES.createFailed,
        );
    } finally {
      setIsRunning(false);
      setPending(null);
    }
  };

  /** Saves a report's corrected pioneer marks at once (Secretary, month Open); typed edits stay drafts. */
  const correctMarks = async (row: ReportRow, marks: ReportPioneerMarks): Promise<boolean> => {
    setIsRunning(true);
    try {
      await updateChangedReports({ reports: [marksCorrection(row, marks)] });
      toast.success(REVIEW_MESSAGES.marksCorrected(publisherLabel(row)));
      drafts.rebase((await reload()).reports);
      return true;
    } catch (error) {
      toast.error(withServerReason(REVIEW_MESSAGES.marksFailed, error));
      return false;
    } finally {
      setIsRunning(false);
    }
  };

  return { save, pending, setPending, askGroupStatus, askMonthApproval, isRunning, run, correctMarks };
}

import type { ReportsByMonth } from '@congregacao/shared/contracts/reports';
import { ERROR_CODES } from '@congregacao/shared/error-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { ACTIVITIES_QUERY_KEY } from '../../../lib/queries/activities';
import { reportsByMonthQueryOptions, updateChangedReports } from '../api/reports-by-month';
import { type ReportDraft, toChangedReport, type useReportDrafts } from './use-report-drafts';

export type SaveOutcome =
  | { kind: 'nothing' }
  | { kind: 'saved'; count: number }
  /** someone else saved some of these reports first: nothing was written, the user's values are kept */
  | { kind: 'stale'; ids: number[]; message: string };

type Drafts = ReturnType<typeof useReportDrafts>;

function staleIdsOf(body: unknown): number[] {
  const ids = (body as { staleReportIds?: unknown } | null)?.staleReportIds;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
}

/**
 * Saves only the changed reports in one all-or-nothing call. On success the cache and the edits move to the new
 * versions; on 409 STALE_VERSION the edits stay untouched and `staleIds` names the conflicting reports until
 * `reloadLatest` fetches the newest values (the stale edits give way to them; the other edits are kept).
 * Other failures are thrown to the caller, which shows its screen's message with the server's reason.
 */
export function useSaveReports(activityId: number, drafts: Drafts) {
  const queryClient = useQueryClient();
  const [staleIds, setStaleIds] = useState<number[]>([]);
  const mutation = useMutation({ mutationFn: updateChangedReports });
  const queryKey = reportsByMonthQueryOptions(activityId).queryKey;
  const { edits, applySaved, rebase } = drafts;

  const save = useCallback(async (): Promise<SaveOutcome> => {
    const pending = [...edits.values()];
    if (pending.length === 0) return { kind: 'nothing' };
    const sent = new Map<number, ReportDraft>(pending.map((e) => [e.base.id, e.draft]));
    try {
      const { reports } = await mutation.mutateAsync({ reports: pending.map(toChangedReport) });
      const saved = new Map(reports.map((r) => [r.id, r]));
      queryClient.setQueryData(queryKey, (old: ReportsByMonth | undefined) =>
        old ? { ...old, reports: old.reports.map((r) => (saved.has(r.id) ? { ...r, ...saved.get(r.id) } : r)) } : old,
      );
      applySaved(reports, sent);
      setStaleIds([]);
      void queryClient.invalidateQueries({ queryKey: ACTIVITIES_QUERY_KEY });
      return { kind: 'saved', count: reports.length };
    } catch (error) {
      if (isApiError(error) && error.code === ERROR_CODES.STALE_VERSION) {
        const ids = staleIdsOf(error.body);
        setStaleIds(ids);
        return { kind: 'stale', ids, message: error.message };
      }
      // closed while the person typed: the screen reloads and turns read-only; the edits stay (kept in the browser)
      if (isApiError(error) && error.code === ERROR_CODES.ACTIVITY_CLOSED)
        void queryClient.invalidateQueries({ queryKey });
      throw error;
    }
  }, [edits, mutation, queryClient, queryKey, applySaved]);

  const reloadLatest = useCallback(async () => {
    const fresh = await queryClient.fetchQuery({ ...reportsByMonthQueryOptions(activityId), staleTime: 0 });
    rebase(fresh.reports, staleIds);
    setStaleIds([]);
    return fresh;
  }, [queryClient, activityId, rebase, staleIds]);

  return { save, isSaving: mutation.isPending, staleIds, reloadLatest };
}

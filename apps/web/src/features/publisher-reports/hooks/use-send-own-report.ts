import type { ReportRow } from '@congregacao/shared/contracts/reports';
import type { MeReportResponse } from '@congregacao/shared/contracts/self-reporting';
import { ERROR_CODES } from '@congregacao/shared/error-codes';
import { SELF_REPORTING_MESSAGES } from '@congregacao/shared/self-reporting-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { ownReportQueryOptions, putOwnReport } from '../api/own-report';
import { draftOf, toChangedReport, type useReportDrafts } from '../drafts/use-report-drafts';

type Drafts = ReturnType<typeof useReportDrafts>;

/**
 * 'Enviar relatório' on the publisher's own page: sends the values shown (typed or loaded). Whatever the server
 * refuses, the typed values stay (and stay kept in the browser); the reason is shown on the page. On a stale
 * version they move onto the newest report so one more press sends them knowingly.
 */
export function useSendOwnReport(row: ReportRow | null, drafts: Drafts) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: putOwnReport });
  const queryKey = ownReportQueryOptions().queryKey;

  async function send() {
    if (!row || mutation.isPending) return;
    const edit = drafts.edits.get(row.id);
    const draft = edit?.draft ?? draftOf(row);
    if (draft.participatedInMinistry === null) {
      setProblem(SELF_REPORTING_MESSAGES.participationRequired);
      return;
    }
    const { id: _id, status: _status, ...body } = toChangedReport({ base: edit?.base ?? row, draft });
    setProblem(null);
    try {
      const saved = await mutation.mutateAsync(body);
      drafts.applySaved([saved], new Map([[row.id, draft]]));
      queryClient.setQueryData(queryKey, (old: MeReportResponse | undefined) => old && { ...old, report: saved });
      toast.success(SELF_REPORTING_MESSAGES.reportSent);
    } catch (error) {
      const fresh = await queryClient.fetchQuery(ownReportQueryOptions()).catch(() => undefined);
      if (isApiError(error) && error.code === ERROR_CODES.STALE_VERSION && fresh?.report) {
        drafts.rebase([fresh.report]);
        setProblem(SELF_REPORTING_MESSAGES.ownReportStale);
      } else {
        setProblem(error instanceof Error ? error.message : SELF_REPORTING_MESSAGES.sendFailed);
      }
    }
  }

  return { send, isSending: mutation.isPending, problem };
}

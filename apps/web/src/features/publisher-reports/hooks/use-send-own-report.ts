import type { MeReportsResponse } from '@congregacao/shared/contracts/delegates';
import type { ReportRow } from '@congregacao/shared/contracts/reports';
import { ERROR_CODES } from '@congregacao/shared/error-codes';
import { t } from '@congregacao/shared/i18n/translate';
import { SELF_REPORTING_MESSAGES } from '@congregacao/shared/self-reporting-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { outbox, useIsOnline } from '../../../lib/offline';
import { toast } from '../../../lib/toast';
import { ownReportQueryOptions, putOwnReport } from '../api/own-report';
import { draftOf, toChangedReport, type useReportDrafts } from '../drafts/use-report-drafts';

type Drafts = ReturnType<typeof useReportDrafts>;

/**
 * 'Enviar relatório' on the publisher's own page: sends the values shown (typed or loaded). Whatever the server
 * refuses, the typed values stay (and stay kept in the browser); the reason is shown on the page. On a stale
 * version they move onto the newest report so one more press sends them knowingly. Without a network the report
 * waits in the device's outbox (lib/offline.ts) and is sent by itself when the network returns or the page opens
 * again (issue 36): with the version it was typed over, so a change made meanwhile is a 409, never overwritten.
 */
export function useSendOwnReport(row: ReportRow | null, drafts: Drafts, userId: number) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [isWaiting, setIsWaiting] = useState(() => row !== null && outbox.read(userId).has(row.id));
  const isOnline = useIsOnline();
  const wait = (isOn: boolean) => {
    if (row) outbox.write(userId, row.id, isOn);
    setIsWaiting(isOn);
  };
  // 'always': offline, the call fails at once and the report waits in the outbox, which outlives a reload
  const mutation = useMutation({ mutationFn: putOwnReport, networkMode: 'always' });
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
      const saved = await mutation.mutateAsync({ reportId: row.id, body });
      const wasWaiting = isWaiting;
      wait(false);
      drafts.applySaved([saved], new Map([[row.id, draft]]));
      queryClient.setQueryData(
        queryKey,
        (old: MeReportsResponse | undefined) =>
          old && {
            ...old,
            reports: old.reports.map((report) => (report.id === saved.id ? { ...report, ...saved } : report)),
          },
      );
      toast.success(wasWaiting ? t('pwa.sentWhenBack') : SELF_REPORTING_MESSAGES.reportSent);
    } catch (error) {
      if (isApiError(error) && error.status === 0) return wait(true);
      wait(false);
      const fresh = await queryClient.fetchQuery(ownReportQueryOptions()).catch(() => undefined);
      const freshRow = fresh?.reports.find((report) => report.id === row.id);
      if (isApiError(error) && error.code === ERROR_CODES.STALE_VERSION && freshRow) {
        drafts.rebase([freshRow]);
        setProblem(SELF_REPORTING_MESSAGES.ownReportStale);
      } else {
        setProblem(error instanceof Error ? error.message : SELF_REPORTING_MESSAGES.sendFailed);
      }
    }
  }

  // sent by itself once the network is back (and on the next open), after the kept drafts came back
  const sendRef = useRef(send);
  sendRef.current = send;
  useEffect(() => {
    if (isWaiting && isOnline && drafts.isRestored) void sendRef.current();
  }, [isWaiting, isOnline, drafts.isRestored]);

  return { send, isSending: mutation.isPending, problem, isWaiting };
}

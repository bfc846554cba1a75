import { messages, TEXT } from '@congregacao/shared/i18n/messages';
import { REPORT_MESSAGES } from '@congregacao/shared/report-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { withServerReason } from '../../../lib/api-client';
import { ACTIVITIES_QUERY_KEY } from '../../../lib/queries/activities';
import { toast } from '../../../lib/toast';
import { reportsByMonthQueryOptions } from '../api/reports-by-month';
import { sendToSecretary } from '../api/send-to-secretary';
import type { useReportDrafts } from '../drafts/use-report-drafts';
import type { useSaveReports } from '../drafts/use-save-reports';
import { saveDraftsBeforeSending, saveDraftsWithToast } from './save-drafts-with-toast';

export const FILL_MESSAGES = messages('fillScreen', {
  nothingToSave: TEXT,
  saving: TEXT,
  saved: TEXT,
  saveFailed: TEXT,
  savedBeforeSend: TEXT,
  saveBeforeSendFailed: TEXT,
  sent: TEXT,
  sendFailed: TEXT,
  confirmSend: TEXT,
});

interface Options {
  activityId: number;
  drafts: ReturnType<typeof useReportDrafts>;
  saver: ReturnType<typeof useSaveReports>;
  /** the open reports with participation unanswered, in screen order */
  incompleteIds: readonly number[];
}

/**
 * Fill-screen save and the send flow of spec point 4 (incomplete dialog, confirmation, save, send, reload); from the
 * incomplete dialog, `send({ onlyAnswered: true })` sends the answered reports and leaves the others missing (ADR 039).
 */
export function useFillActions({ activityId, drafts, saver, incompleteIds }: Options) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'incomplete' | 'confirm' | null>(null);
  const [isSending, setIsSending] = useState(false);

  const save = async () => {
    await saveDraftsWithToast(drafts, saver, FILL_MESSAGES);
  };

  const askToSend = () => setDialog(incompleteIds.length > 0 ? 'incomplete' : 'confirm');

  const send = async (options: { onlyAnswered?: boolean } = {}) => {
    setIsSending(true);
    try {
      if (!(await saveDraftsBeforeSending(drafts, saver, FILL_MESSAGES))) return;
      let sent: Awaited<ReturnType<typeof sendToSecretary>>;
      try {
        sent = await sendToSecretary(activityId, options);
      } catch (error) {
        toast.error(withServerReason(FILL_MESSAGES.sendFailed, error));
        await queryClient.invalidateQueries({ queryKey: reportsByMonthQueryOptions(activityId).queryKey });
        return;
      }
      toast.success(
        options.onlyAnswered
          ? REPORT_MESSAGES.sentAnswered(
              sent.sentCount,
              (sent.unanswered ?? []).map((r) => r.name),
            )
          : FILL_MESSAGES.sent,
      );
      drafts.discardAll();
      await queryClient.refetchQueries({ queryKey: reportsByMonthQueryOptions(activityId).queryKey });
      void queryClient.invalidateQueries({ queryKey: ACTIVITIES_QUERY_KEY });
    } finally {
      setIsSending(false);
      setDialog(null);
    }
  };

  return { dialog, setDialog, isSending, save, askToSend, send };
}

import { REPORT_MESSAGES } from '@congregacao/shared/report-messages';
import { withServerReason } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import type { useReportDrafts } from '../drafts/use-report-drafts';
import type { useSaveReports } from '../drafts/use-save-reports';

interface SaveMessages {
  nothingToSave: string;
  saving: string;
  saved: string;
  saveFailed: string;
}

/**
 * Saves the edited reports under a loading toast that turns into the outcome; true when they were saved.
 * `leaving`: a success leads to another page, which the toast then announces (lib/toast).
 */
export async function saveDraftsWithToast(
  drafts: ReturnType<typeof useReportDrafts>,
  saver: ReturnType<typeof useSaveReports>,
  messages: SaveMessages,
  leaving = false,
): Promise<boolean> {
  if (drafts.edits.size === 0) {
    toast(messages.nothingToSave);
    return false;
  }
  const id = toast.loading(messages.saving);
  try {
    const outcome = await saver.save();
    if (outcome.kind === 'stale') {
      toast.error(REPORT_MESSAGES.stale, { id });
      return false;
    }
    toast.success(messages.saved, { id, acrossNavigation: leaving });
    return true;
  } catch (error) {
    toast.error(withServerReason(messages.saveFailed, error), { id });
    return false;
  }
}

/**
 * Before sending: saves the edited reports (if any) so that what is sent is what is on screen; a failure (a stale
 * conflict also shows its banner) is toasted and stops the flow (false).
 */
export async function saveDraftsBeforeSending(
  drafts: ReturnType<typeof useReportDrafts>,
  saver: ReturnType<typeof useSaveReports>,
  messages: { savedBeforeSend: string; saveBeforeSendFailed: string },
): Promise<boolean> {
  if (drafts.edits.size === 0) return true;
  let failure: unknown = null;
  const outcome = await saver.save().catch((error: unknown) => {
    failure = error;
    return null;
  });
  if (outcome?.kind !== 'saved') {
    toast.error(withServerReason(messages.saveBeforeSendFailed, failure));
    return false;
  }
  toast.success(messages.savedBeforeSend);
  return true;
}

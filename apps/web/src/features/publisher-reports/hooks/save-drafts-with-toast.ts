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

import { REPORT_MESSAGES } from '@congregacao/shared/report-messages';
import { CheckCheck, Save } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { UnsavedDot } from '../../../../components/ui/unsaved-dot';
import { useT } from '../../../../lib/language';

export interface ReviewBottomBarProps {
  groupsToReview: number;
  changedCount: number;
  isSaving: boolean;
  onSave: () => void;
  /** the month's answered Open reports the Secretary may approve at once (ADR 039); 0: no such action */
  answeredCount: number;
  onApproveAnswered: () => void;
}

/** Fixed bar of the review screen (hidden when the activity is closed). */
export function ReviewBottomBar({
  groupsToReview,
  changedCount,
  isSaving,
  onSave,
  answeredCount,
  onApproveAnswered,
}: ReviewBottomBarProps) {
  const t = useT();
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] dark:border-gray-700 dark:bg-gray-900">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-4 text-sm text-gray-700 dark:text-gray-300">
          <span data-testid="groups-to-review">{t('reviewScreen.groupsToReview', { n: groupsToReview })}</span>
          <span>{t('reviewScreen.changedReports', { n: changedCount })}</span>
          {changedCount > 0 ? (
            <span className="flex items-center gap-2 font-medium text-primary-800 dark:text-primary-200">
              <UnsavedDot /> {t('ui.unsavedChanges')}
            </span>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {answeredCount > 0 ? (
            <Button variant="success" onClick={onApproveAnswered} disabled={isSaving} icon={CheckCheck}>
              {REPORT_MESSAGES.approveAnswered(answeredCount)}
            </Button>
          ) : null}
          <Button onClick={onSave} disabled={isSaving} icon={Save}>
            {isSaving ? t('reviewScreen.savingButton') : t('reviewScreen.saveChanges', { n: changedCount })}
          </Button>
        </div>
      </div>
    </div>
  );
}

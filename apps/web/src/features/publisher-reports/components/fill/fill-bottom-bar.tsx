import { Save, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { UnsavedDot } from '../../../../components/ui/unsaved-dot';
import { useT } from '../../../../lib/language';

export interface FillBottomBarProps {
  changedCount: number;
  incompleteCount: number;
  isSaving: boolean;
  isSending: boolean;
  onSave: () => void;
  onSend: () => void;
  /** a button before the bar's own (the fill screen's 'Próximo incompleto') */
  before?: ReactNode;
}

/** Sticky bar of the fill screen: shown only while the activity is open and some report is not sent yet. */
export function FillBottomBar({
  changedCount,
  incompleteCount,
  isSaving,
  isSending,
  onSave,
  onSend,
  before,
}: FillBottomBarProps) {
  const t = useT();
  const isBusy = isSaving || isSending;
  return (
    <div className="sticky bottom-0 z-20 -mx-4 mt-6 border-t border-gray-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] dark:border-gray-700 dark:bg-gray-900">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3 text-sm text-gray-700 dark:text-gray-300">
          {changedCount > 0 ? (
            <span className="flex items-center gap-2 font-medium text-primary-800 dark:text-primary-200">
              <UnsavedDot /> {t('fillScreen.unsavedCount', { n: changedCount })}
            </span>
          ) : (
            <span>{t('fillScreen.noUnsaved')}</span>
          )}
          {incompleteCount > 0 ? (
            <span className="text-amber-800 dark:text-amber-300">
              {t('fillScreen.incompleteCount', { n: incompleteCount })}
            </span>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {before}
          <Button variant="secondary" onClick={onSave} isLoading={isSaving} disabled={isBusy} icon={Save}>
            {t('fillScreen.save')}
          </Button>
          <Button variant="success" onClick={onSend} isLoading={isSending} disabled={isBusy} icon={Send}>
            {t('fillScreen.send')}
          </Button>
        </div>
      </div>
    </div>
  );
}

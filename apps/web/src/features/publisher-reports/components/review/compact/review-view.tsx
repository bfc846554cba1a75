import { useCallback, useState } from 'react';
import { useT } from '../../../../../lib/language';
import { STORAGE_KEYS } from '../../../../../lib/storage-keys';

export type ReviewView = 'compact' | 'full';
const VIEWS: readonly ReviewView[] = ['compact', 'full'];

function storedView(): ReviewView {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.reviewView) === 'full' ? 'full' : 'compact';
  } catch {
    return 'compact';
  }
}

/** The review screen's view, compact unless the full one was chosen on this browser (and kept there). */
export function useReviewView(): [ReviewView, (view: ReviewView) => void] {
  const [view, setView] = useState(storedView);
  const choose = useCallback((next: ReviewView) => {
    setView(next);
    try {
      window.localStorage.setItem(STORAGE_KEYS.reviewView, next);
    } catch {
      // not kept: this visit only
    }
  }, []);
  return [view, choose];
}

const BUTTON =
  'rounded-md px-3 py-1.5 text-sm font-medium text-gray-700 hover:bg-white aria-pressed:bg-white aria-pressed:text-gray-900 aria-pressed:shadow-sm dark:text-gray-300 dark:hover:bg-gray-700 dark:aria-pressed:bg-gray-700 dark:aria-pressed:text-gray-100';

/** 'Vista compacta' / 'Vista completa': two pressed-or-not buttons, one click from either view to the other. */
export function ReviewViewToggle({ view, onChange }: { view: ReviewView; onChange: (view: ReviewView) => void }) {
  const t = useT();
  const label = { compact: t('reviewCompact.compact'), full: t('reviewCompact.full') };
  return (
    <fieldset className="mb-4 inline-flex gap-1 rounded-lg bg-gray-100 p-1 dark:bg-gray-800">
      <legend className="sr-only">{t('reviewCompact.viewLabel')}</legend>
      {VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          className={BUTTON}
          onClick={() => onChange(option)}
        >
          {label[option]}
        </button>
      ))}
    </fieldset>
  );
}

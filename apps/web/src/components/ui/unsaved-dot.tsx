import { useT } from '../../lib/language';

/** The pulsing dot of a changed card (spec point 4 "Changed report"); an opacity pulse, cheap to paint. */
export function UnsavedDot() {
  const t = useT();
  return (
    <span
      title={t('ui.unsavedChanges')}
      className="inline-block size-3 shrink-0 animate-pulse rounded-full [will-change:opacity] bg-primary-600 dark:bg-primary-400"
      data-testid="unsaved-dot"
    >
      <span className="sr-only">{t('ui.unsavedChanges')}</span>
    </span>
  );
}

export const UNSAVED_CHANGES_LABEL = 'Alterações não guardadas';

/** The pulsing dot of a changed card (spec point 4 "Changed report"). */
export function UnsavedDot() {
  return (
    <span title={UNSAVED_CHANGES_LABEL} className="relative inline-flex size-3" data-testid="unsaved-dot">
      <span className="absolute inline-flex size-full animate-ping rounded-full bg-primary-400 opacity-75" />
      <span className="relative inline-flex size-3 rounded-full bg-primary-600" />
      <span className="sr-only">{UNSAVED_CHANGES_LABEL}</span>
    </span>
  );
}

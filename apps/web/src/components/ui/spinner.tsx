import { t } from '@congregacao/shared/i18n/translate';

const SIZES = { sm: 'size-4 border-2', md: 'size-8 border-3', lg: 'size-12 border-4' } as const;

export interface SpinnerProps {
  size?: keyof typeof SIZES;
  /** text for screen readers; null when the spinner sits in a control that is already labelled */
  label?: string | null;
  className?: string;
}

export function Spinner({ size = 'md', label, className = '' }: SpinnerProps) {
  const circle = (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-current border-r-transparent ${SIZES[size]} ${className}`}
    />
  );
  if (label === null) return circle;
  return (
    <span role="status" className="inline-flex items-center">
      {circle}
      <span className="sr-only">{label ?? t('layout.loading')}</span>
    </span>
  );
}

/**
 * A centred spinner filling the content area (page loading). A screen's height: the footer stays below it until
 * the content arrives, instead of being pushed down by it (a layout shift, bench: Lighthouse CLS).
 */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center text-primary-700 dark:text-primary-300">
      <Spinner size="lg" label={label} />
    </div>
  );
}

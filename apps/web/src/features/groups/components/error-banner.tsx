import { AlertCircle, X } from 'lucide-react';
import { useT } from '../../../lib/language';

/** The page's dismissible error banner. */
export function ErrorBanner({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  const t = useT();
  if (!message) return null;
  return (
    <div
      role="alert"
      className="mb-4 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="flex-1">{message}</span>
      <button
        type="button"
        onClick={onDismiss}
        className="rounded p-0.5 hover:bg-red-100 dark:hover:bg-red-900"
        aria-label={t('groups.dismissError')}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

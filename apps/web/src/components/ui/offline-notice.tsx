import { WifiOff } from 'lucide-react';
import { useT } from '../../lib/language';
import { useIsOnline } from '../../lib/offline';

/** Said on every page while the browser has no network: what is shown is what was last loaded (ADR 041). */
export function OfflineNotice() {
  const t = useT();
  if (useIsOnline()) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      {t('pwa.offline')}
    </div>
  );
}

import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useT } from '../../../lib/language';

export interface StaleReportsNoticeProps {
  staleCount: number;
  onReload: () => Promise<unknown>;
}

/** The conflict after a 409 STALE_VERSION: nothing was saved, the user's values stay, the newest can be loaded. */
export function StaleReportsNotice({ staleCount, onReload }: StaleReportsNoticeProps) {
  const t = useT();
  const [isReloading, setIsReloading] = useState(false);
  if (staleCount === 0) return null;
  const reload = async () => {
    setIsReloading(true);
    try {
      await onReload();
    } finally {
      setIsReloading(false);
    }
  };
  return (
    <Notice
      tone="danger"
      role="alert"
      className="mb-6"
      title={t('reportForm.staleTitle')}
      actions={
        <Button variant="danger" size="sm" onClick={() => void reload()} isLoading={isReloading} icon={RefreshCw}>
          {t('reportForm.staleReload')}
        </Button>
      }
    >
      {t('reportForm.staleBody', { n: staleCount })}
    </Notice>
  );
}

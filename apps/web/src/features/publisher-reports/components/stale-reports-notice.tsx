import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';

export interface StaleReportsNoticeProps {
  staleCount: number;
  onReload: () => Promise<unknown>;
}

/** The conflict after a 409 STALE_VERSION: nothing was saved, the user's values stay, the newest can be loaded. */
export function StaleReportsNotice({ staleCount, onReload }: StaleReportsNoticeProps) {
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
      title="Conflito: nada foi gravado"
      actions={
        <Button variant="danger" size="sm" onClick={() => void reload()} isLoading={isReloading} icon={RefreshCw}>
          Recarregar os dados mais recentes
        </Button>
      }
    >
      {staleCount === 1
        ? '1 relatório foi alterado por outra pessoa desde que abriu esta página.'
        : `${staleCount} relatórios foram alterados por outra pessoa desde que abriu esta página.`}{' '}
      As suas alterações continuam visíveis e não foram perdidas. Recarregue para ver os valores mais recentes desses
      relatórios (as suas outras alterações mantêm-se) e volte a guardar.
    </Notice>
  );
}

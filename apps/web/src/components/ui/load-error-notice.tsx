import { RotateCcw } from 'lucide-react';
import { useT } from '../../lib/language';
import { Button } from './button';
import { Notice } from './notice';

/**
 * A part of a screen whose call failed: said so, with 'Tentar novamente' repeating that call (not the page), so a
 * failure never reads as data ("nobody irregular", "no overseer").
 */
export function LoadErrorNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Notice
      tone="danger"
      role="alert"
      className="mb-6"
      title={message}
      actions={
        <Button variant="secondary" size="sm" onClick={onRetry} icon={RotateCcw}>
          {t('ui.retry')}
        </Button>
      }
    />
  );
}

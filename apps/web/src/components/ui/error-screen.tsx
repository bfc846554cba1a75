import { AlertTriangle, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/language';
import { Button } from './button';

export interface ErrorScreenProps {
  title?: string;
  message?: ReactNode;
  /** 'Tentar Novamente': repeats the failed call; absent (an invalid address), there is nothing to retry */
  onRetry?: () => void;
  retryLabel?: string;
  /** extra actions next to the retry button */
  actions?: ReactNode;
}

/** Full-screen load failure: 'Erro ao Carregar' with 'Tentar Novamente'. */
export function ErrorScreen({ title, message, onRetry, retryLabel, actions }: ErrorScreenProps) {
  const t = useT();
  return (
    <div role="alert" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <AlertTriangle className="size-12 text-red-600 dark:text-red-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">{title ?? t('ui.errorScreen.title')}</h1>
      {message ? <p className="max-w-md text-gray-600 dark:text-gray-300">{message}</p> : null}
      <div className="flex flex-wrap justify-center gap-2">
        {onRetry ? (
          <Button onClick={onRetry} icon={RotateCcw}>
            {retryLabel ?? t('ui.errorScreen.retry')}
          </Button>
        ) : null}
        {actions}
      </div>
    </div>
  );
}

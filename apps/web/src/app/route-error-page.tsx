import { AlertOctagon, Home, RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button';
import { useT } from '../lib/language';

/** Global error screen for any unexpected rendering error (route errorElement). */
export function RouteErrorPage() {
  const error = useRouteError();
  const t = useT();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div role="alert" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <AlertOctagon className="size-12 text-red-600 dark:text-red-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">{t('app.routeError.title')}</h1>
      <p className="max-w-md text-gray-600 dark:text-gray-300">{t('app.routeError.text')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()} icon={RotateCcw}>
          {t('app.routeError.reload')}
        </Button>
        {/* a full page load: the router itself may be what failed */}
        <a href="/" className={buttonClasses('secondary')}>
          <Home className="size-4" aria-hidden="true" />
          {t('app.goHome')}
        </a>
      </div>
    </div>
  );
}

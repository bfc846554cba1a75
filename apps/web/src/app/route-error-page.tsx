import { AlertOctagon, Home, RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button';

/** Global error screen for any unexpected rendering error (route errorElement). */
export function RouteErrorPage() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div role="alert" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <AlertOctagon className="size-12 text-red-600 dark:text-red-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">Algo correu mal</h1>
      <p className="max-w-md text-gray-600 dark:text-gray-300">
        Ocorreu um erro inesperado. Recarregue a página ou volte ao início. Se o problema persistir, contacte o
        administrador.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()} icon={RotateCcw}>
          Recarregar Página
        </Button>
        {/* a full page load: the router itself may be what failed */}
        <a href="/" className={buttonClasses('secondary')}>
          <Home className="size-4" aria-hidden="true" />
          Ir para o Início
        </a>
      </div>
    </div>
  );
}

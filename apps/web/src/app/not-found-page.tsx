import { ArrowLeft, Home, LogIn } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../components/ui/button';
import { paths } from '../lib/paths';

export function Component() {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <p className="text-6xl font-extrabold text-primary-700 dark:text-primary-300" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">Página não encontrada</h1>
      <p className="max-w-md text-gray-600 dark:text-gray-300">
        A página{' '}
        <code
          className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-sm break-all dark:bg-gray-800"
          data-testid="not-found-path"
        >
          {pathname}
        </code>{' '}
        não existe.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <ButtonLink to={paths.dashboard.href()} icon={Home}>
          Ir para o Início
        </ButtonLink>
        <ButtonLink to={paths.login.href()} variant="secondary" icon={LogIn}>
          Iniciar Sessão
        </ButtonLink>
        <Button variant="secondary" onClick={() => navigate(-1)} icon={ArrowLeft}>
          Voltar
        </Button>
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-400">Se acha que isto é um erro, contacte o administrador.</p>
    </div>
  );
}

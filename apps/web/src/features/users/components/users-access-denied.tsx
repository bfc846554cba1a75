import { ArrowLeft, ShieldX } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

/** The user-management screen's own access-denied page, for anyone not Admin or Secretary. */
export function UsersAccessDenied() {
  return (
    <div role="alert" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <ShieldX className="size-12 text-red-600 dark:text-red-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">Acesso Negado</h1>
      <p className="max-w-md text-gray-600 dark:text-gray-300">
        Apenas administradores e secretários podem gerir utilizadores.
      </p>
      <ButtonLink to={paths.dashboard.href()} icon={ArrowLeft}>
        Voltar ao Dashboard
      </ButtonLink>
    </div>
  );
}

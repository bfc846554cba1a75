import { Clock } from 'lucide-react';
import { paths } from '../../lib/paths';
import { ButtonLink } from './button';

/** Shown on a guarded screen whose session disappeared while it was open. */
export function SessionExpired() {
  return (
    <div role="alert" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <Clock className="size-12 text-amber-600 dark:text-amber-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">Sessão Expirada</h1>
      <p className="max-w-md text-gray-600 dark:text-gray-300">
        A sua sessão terminou. Inicie sessão novamente para continuar.
      </p>
      <ButtonLink to={paths.login.href()}>Iniciar Sessão</ButtonLink>
    </div>
  );
}

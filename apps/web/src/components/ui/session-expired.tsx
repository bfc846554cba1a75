import { Clock } from 'lucide-react';
import { useT } from '../../lib/language';
import { paths } from '../../lib/paths';
import { ButtonLink } from './button';

/** Shown on a guarded screen whose session disappeared while it was open. */
export function SessionExpired() {
  const t = useT();
  return (
    <div role="alert" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <Clock className="size-12 text-amber-600 dark:text-amber-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">{t('ui.sessionExpired.title')}</h1>
      <p className="max-w-md text-gray-600 dark:text-gray-300">{t('ui.sessionExpired.text')}</p>
      <ButtonLink to={paths.login.href()}>{t('ui.signIn')}</ButtonLink>
    </div>
  );
}

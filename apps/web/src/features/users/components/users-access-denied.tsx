import { ArrowLeft, ShieldX } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { useT } from '../../../lib/language';
import { paths } from '../../../lib/paths';

/** The user-management screen's own access-denied page, for anyone not Admin or Secretary. */
export function UsersAccessDenied() {
  const t = useT();
  return (
    <div role="alert" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <ShieldX className="size-12 text-red-600 dark:text-red-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">{t('user.denied.title')}</h1>
      <p className="max-w-md text-gray-600 dark:text-gray-300">{t('user.denied.text')}</p>
      <ButtonLink to={paths.dashboard.href()} icon={ArrowLeft}>
        {t('ui.backToDashboard')}
      </ButtonLink>
    </div>
  );
}

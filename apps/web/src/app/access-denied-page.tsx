import { LogOut, ShieldX } from 'lucide-react';
import { Button } from '../components/ui/button';
import { useT } from '../lib/language';
import { logout } from '../lib/session';

/** A signed-in user whose role opens no screen (Publisher): no redirect, just a way out. */
export function AccessDeniedPage() {
  const t = useT();
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <ShieldX className="size-12 text-red-600 dark:text-red-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">{t('app.accessDenied.title')}</h1>
      <p className="max-w-md text-gray-600 dark:text-gray-300">{t('app.accessDenied.text')}</p>
      <Button onClick={() => void logout()} icon={LogOut}>
        {t('nav.signOut')}
      </Button>
    </div>
  );
}

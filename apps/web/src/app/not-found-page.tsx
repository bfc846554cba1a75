import { ArrowLeft, Home, LogIn } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../components/ui/button';
import { useT } from '../lib/language';
import { paths } from '../lib/paths';

/** Where a message's placeholder splits it, so the path is drawn in its own element wherever the language puts it. */
const SPLIT = '\u0000';

export function Component() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const [before, after] = t('app.notFound.text', { path: SPLIT }).split(SPLIT);

  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <p className="text-6xl font-extrabold text-primary-700 dark:text-primary-300" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">{t('app.notFound.title')}</h1>
      <p className="max-w-md text-gray-600 dark:text-gray-300">
        {before}
        <code
          className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-sm break-all dark:bg-gray-800"
          data-testid="not-found-path"
        >
          {pathname}
        </code>
        {after}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <ButtonLink to={paths.dashboard.href()} icon={Home}>
          {t('app.goHome')}
        </ButtonLink>
        <ButtonLink to={paths.login.href()} variant="secondary" icon={LogIn}>
          {t('ui.signIn')}
        </ButtonLink>
        <Button variant="secondary" onClick={() => navigate(-1)} icon={ArrowLeft}>
          {t('app.notFound.back')}
        </Button>
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-400">{t('app.notFound.contact')}</p>
    </div>
  );
}

import { type ReactNode, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { useT } from '../lib/language';
import { paths } from '../lib/paths';

/**
 * While `isActive`: the browser asks before unloading the page, and in-app navigation asks the spec's question
 * ('Tem alterações não gravadas. Tem a certeza que deseja sair?') in the app's own dialog before leaving.
 * Returns that dialog, for the screen to render.
 */
export function useLeaveWarning(isActive: boolean): ReactNode {
  const t = useT();
  useEffect(() => {
    if (!isActive) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      const message = t('ui.leaveWarning.message');
      event.returnValue = message;
      return message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isActive, t]);

  // the way to /login after the session ended is never blocked: the report drafts are kept in the browser
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isActive && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== paths.login.path,
  );
  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      title={t('ui.leaveWarning.title')}
      message={t('ui.leaveWarning.message')}
      confirmLabel={t('ui.leaveWarning.leave')}
      cancelLabel={t('ui.leaveWarning.stay')}
      confirmVariant="danger"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}

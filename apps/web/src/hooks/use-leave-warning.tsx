import { type ReactNode, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { paths } from '../lib/paths';

export const LEAVE_WARNING_MESSAGE = 'Tem alterações não gravadas. Tem a certeza que deseja sair?';

/**
 * While `isActive`: the browser asks before unloading the page, and in-app navigation asks the spec's question
 * ('Tem alterações não gravadas. Tem a certeza que deseja sair?') in the app's own dialog before leaving.
 * Returns that dialog, for the screen to render.
 */
export function useLeaveWarning(isActive: boolean): ReactNode {
  useEffect(() => {
    if (!isActive) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = LEAVE_WARNING_MESSAGE;
      return LEAVE_WARNING_MESSAGE;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isActive]);

  // the way to /login after the session ended is never blocked: the report drafts are kept in the browser
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isActive && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== paths.login.path,
  );
  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      title="Sair sem guardar?"
      message={LEAVE_WARNING_MESSAGE}
      confirmLabel="Sair"
      cancelLabel="Ficar"
      confirmVariant="danger"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}

import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export const LEAVE_WARNING_MESSAGE = 'Tem alterações não gravadas. Tem a certeza que deseja sair?';

/**
 * While `isActive`: the browser asks before unloading the page, and in-app navigation asks the spec's question
 * ('Tem alterações não gravadas. Tem a certeza que deseja sair?') before leaving.
 */
export function useLeaveWarning(isActive: boolean): void {
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

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isActive && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_WARNING_MESSAGE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}

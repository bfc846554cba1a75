import { useCallback, useEffect, useRef, useState } from 'react';

/** How long an incomplete card pulses after 'Ir para Relatórios' (spec point 9). */
export const PULSE_MS = 2000;

const DIALOG_CLOSE_MAX_MS = 1000;

export const reportElementId = (reportId: number) => `report-${reportId}`;

/** Scrolls a report card into view, moves the focus into it and makes it pulse for 2 s. */
export function usePulse() {
  const [pulsingId, setPulsingId] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const cancelPending = useRef<() => void>(() => {});

  const pulse = useCallback((reportId: number) => {
    const card = document.getElementById(reportElementId(reportId));
    card?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    card?.querySelector<HTMLElement>('button:not(:disabled), input:not(:disabled)')?.focus({ preventScroll: true });
    setPulsingId(reportId);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setPulsingId(null), PULSE_MS);
  }, []);

  /**
   * The same once a dialog has closed: it releases its scroll lock and hands the focus back to its opener, then we
   * move on (on that focus event, or after a second at the latest).
   */
  const pulseAfterDialog = useCallback(
    (reportId: number) => {
      cancelPending.current();
      const onFocus = (event: FocusEvent) => {
        if (!(event.target instanceof Element) || !event.target.closest('[role="dialog"]')) window.setTimeout(run, 0);
      };
      const fallback = window.setTimeout(() => run(), DIALOG_CLOSE_MAX_MS);
      const cancel = () => {
        document.removeEventListener('focusin', onFocus);
        window.clearTimeout(fallback);
      };
      let isDone = false;
      function run() {
        if (isDone) return;
        isDone = true;
        cancel();
        pulse(reportId);
      }
      document.addEventListener('focusin', onFocus);
      cancelPending.current = cancel;
    },
    [pulse],
  );

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      cancelPending.current();
    },
    [],
  );
  return { pulsingId, pulse, pulseAfterDialog };
}

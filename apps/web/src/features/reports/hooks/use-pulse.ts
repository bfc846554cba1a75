import { useCallback, useEffect, useRef, useState } from 'react';

/** How long an incomplete card pulses after 'Ir para Relatórios' (spec point 9). */
export const PULSE_MS = 2000;

export const reportElementId = (reportId: number) => `report-${reportId}`;

/** Scrolls a report card into view, moves the focus into it and makes it pulse for 2 s. */
export function usePulse() {
  const [pulsingId, setPulsingId] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const pulse = useCallback((reportId: number) => {
    const card = document.getElementById(reportElementId(reportId));
    card?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    card?.querySelector<HTMLElement>('button:not(:disabled), input:not(:disabled)')?.focus({ preventScroll: true });
    setPulsingId(reportId);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setPulsingId(null), PULSE_MS);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { pulsingId, pulse };
}

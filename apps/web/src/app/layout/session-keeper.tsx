import type { SessionLimits } from '@congregacao/shared/contracts/auth';
import { intlLocale } from '@congregacao/shared/i18n/format';
import { t } from '@congregacao/shared/i18n/translate';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { api } from '../../lib/api-client';
import { useT } from '../../lib/language';

/** Warn this long before the session ends. */
export const WARN_BEFORE_MS = 5 * 60_000;
/** While the person works, tell the server at most this often (each call moves the idle limit). */
const KEEPALIVE_EVERY_MS = 4 * 60_000;
const CHECK_EVERY_MS = 15_000;
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'input'] as const;

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString(intlLocale(), { hour: '2-digit', minute: '2-digit' });

/** What the dialog says five minutes before a limit: the idle one can be moved, the absolute one cannot. */
export function sessionEndingMessage(
  limits: SessionLimits,
  now: number,
): { text: string; canExtend: boolean; endsAt: string } | null {
  const idle = Date.parse(limits.idleExpiresAt);
  const absolute = Date.parse(limits.absoluteExpiresAt);
  if (absolute - now <= WARN_BEFORE_MS && absolute <= idle) {
    return {
      canExtend: false,
      endsAt: limits.absoluteExpiresAt,
      text: t('app.session.endsAtLimit', { time: timeOf(limits.absoluteExpiresAt) }),
    };
  }
  if (idle - now <= WARN_BEFORE_MS) {
    return {
      canExtend: true,
      endsAt: limits.idleExpiresAt,
      text: t('app.session.endsIdle', { time: timeOf(limits.idleExpiresAt) }),
    };
  }
  return null;
}

/**
 * Keeps a working person's session alive (activity on the page calls GET /auth/session, within the absolute limit)
 * and, five minutes before either limit, offers 'Continuar sessão' in an accessible dialog. The spec's expiry alert
 * stays for when the session does end.
 */
export function SessionKeeper() {
  const t = useT();
  const [limits, setLimits] = useState<SessionLimits | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);
  const lastPing = useRef(0);

  const ping = useCallback(async () => {
    lastPing.current = Date.now();
    try {
      setLimits(await api.get<SessionLimits>('/auth/session'));
    } catch {
      // a refused or failed keepalive: the next call of the screen says why (expired session: the spec's alert)
    }
  }, []);

  useEffect(() => {
    void ping();
    const onActivity = () => {
      if (Date.now() - lastPing.current > KEEPALIVE_EVERY_MS) void ping();
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true });
    const timer = window.setInterval(() => setNow(Date.now()), CHECK_EVERY_MS);
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
      window.clearInterval(timer);
    };
  }, [ping]);

  const ending = limits ? sessionEndingMessage(limits, now) : null;
  // a warning closed is not shown again for the same end (activity on the page moves the idle one anyway)
  const isOpen = ending !== null && dismissedAt !== ending.endsAt;
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={t('app.session.endingTitle')}
      message={ending?.text}
      confirmLabel={t('app.session.extend')}
      cancelLabel={t('app.session.close')}
      onConfirm={() => {
        if (ending?.canExtend) void ping();
        else setDismissedAt(ending?.endsAt ?? null);
      }}
      onClose={() => setDismissedAt(ending?.endsAt ?? null)}
    />
  );
}

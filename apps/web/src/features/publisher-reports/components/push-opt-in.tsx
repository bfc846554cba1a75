import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api-client';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';

const isSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID key as the Push API takes it (base64url to bytes). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** 'Receber lembretes neste telemóvel': the browser's permission, then the device's subscription (ADR 041). */
export function PushOptIn() {
  const t = useT();
  const [state, setState] = useState<'idle' | 'busy' | 'on' | 'denied'>(() =>
    isSupported() && Notification.permission === 'denied' ? 'denied' : 'idle',
  );
  if (!isSupported() || state === 'on') return null;
  if (state === 'denied')
    return <p className="mt-6 text-sm text-gray-600 dark:text-gray-400">{t('reminders.denied')}</p>;

  async function enable() {
    setState('busy');
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
      const { publicKey } = await api.get<{ publicKey: string }>('/push/public-key');
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      await api.post('/me/push-subscriptions', subscription.toJSON());
      setState('on');
      toast.success(t('reminders.enabled'));
    } catch (error) {
      setState('idle');
      toast.error(error instanceof Error ? error.message : t('reminders.failed'));
    }
  }

  return (
    <Button variant="secondary" className="mt-6" icon={Bell} isLoading={state === 'busy'} onClick={() => void enable()}>
      {t('reminders.enable')}
    </Button>
  );
}

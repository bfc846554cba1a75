import { useSyncExternalStore } from 'react';
import { OWN_CALLS_CACHE } from './own-calls-cache';

/**
 * Offline where it matters (issue 36, docs/decisions/041). The service worker's cache of the publisher's own calls is
 * emptied at sign-out, so the next person on the device never sees them.
 */
export function forgetOwnCalls(): void {
  void globalThis.caches?.delete(OWN_CALLS_CACHE).catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it has a network (a reading that may be optimistic, never pessimistic). */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

const OUTBOX_KEY = 'congregacao.outbox';

/**
 * The reports typed while offline and waiting to be sent, by user and report id; what was typed stays in the drafts
 * (lib/draft-store.ts), this only says "send it by itself when the network returns".
 */
export const outbox = {
  read(userId: number): Set<number> {
    try {
      const all = JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '{}') as Record<string, number[]>;
      return new Set(all[userId] ?? []);
    } catch {
      return new Set();
    }
  },
  write(userId: number, reportId: number, isWaiting: boolean): void {
    try {
      const all = JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '{}') as Record<string, number[]>;
      const ids = new Set(all[userId] ?? []);
      if (isWaiting) ids.add(reportId);
      else ids.delete(reportId);
      all[userId] = [...ids];
      localStorage.setItem(OUTBOX_KEY, JSON.stringify(all));
    } catch {
      // storage that does not work: the report is still in the drafts, sent by hand
    }
  },
};

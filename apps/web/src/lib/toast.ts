import type { Renderable, ToastOptions } from 'react-hot-toast';

type HotToastModule = typeof import('react-hot-toast');
type HotToast = HotToastModule['default'];

/**
 * react-hot-toast, loaded on the first toast instead of with the entry (bench: JS loaded by /login). Calls made
 * before it arrives are queued in order and replayed; the ids they return are given to react-hot-toast, so a
 * later `toast.success(text, { id })` still replaces a queued `toast.loading`. Its defaults are the spec's
 * durations (point 9); <ToastHost> mounts its <Toaster> once it is loaded.
 */
let loaded: HotToastModule | undefined;
let queued: ((toast: HotToast) => void)[] | undefined;
let queuedIds = 0;
const listeners = new Set<() => void>();

function withToast(call: (toast: HotToast) => void): void {
  if (loaded) {
    call(loaded.default);
    return;
  }
  if (!queued) {
    queued = [];
    import('react-hot-toast').then(
      (module) => {
        loaded = module;
        const calls = queued ?? [];
        queued = undefined;
        for (const listener of listeners) listener();
        for (const queuedCall of calls) queuedCall(module.default);
      },
      () => {
        queued = undefined; // offline: these toasts are lost, the next one tries again
      },
    );
  }
  queued.push(call);
}

/** Dismissing before any toast was shown has nothing to do (and does not load the module). */
function whenShown(call: (toast: HotToast) => void): void {
  if (loaded || queued) withToast(call);
}

/**
 * A toast belongs to the page it was shown on and goes when the user moves to another page (leavePage), unless it
 * announces that move: `acrossNavigation` (a save that leads back to the list, a sign-in, a guard's redirect) keeps
 * it on the next page only.
 */
export interface PageToastOptions extends ToastOptions {
  acrossNavigation?: boolean;
}

type Show = (message: Renderable, options?: ToastOptions) => string;
type PageShow = (message: Renderable, options?: PageToastOptions) => string;

/** Ids shown since the last change of page: true when the toast announces the next one. */
const shownOnPage = new Map<string, boolean>();

function shower(show: (toast: HotToast) => Show): PageShow {
  return (message, { acrossNavigation = false, ...options } = {}) => {
    let id: string;
    if (loaded) id = show(loaded.default)(message, options);
    else {
      const queuedId = options.id ?? `queued-toast-${++queuedIds}`;
      withToast((toast) => show(toast)(message, { ...options, id: queuedId }));
      id = queuedId;
    }
    shownOnPage.set(id, acrossNavigation);
    return id;
  };
}

/** The user is on another page: its toasts go at once, those announcing it stay (until the next change). */
export function leavePage(): void {
  for (const [id, announcesNext] of shownOnPage) {
    if (announcesNext) shownOnPage.set(id, false);
    else {
      shownOnPage.delete(id);
      whenShown((t) => t.remove(id));
    }
  }
}

export const toast = Object.assign(
  shower((t) => t),
  {
    success: shower((t) => t.success),
    error: shower((t) => t.error),
    loading: shower((t) => t.loading),
    dismiss: (id?: string) => whenShown((t) => t.dismiss(id)),
    remove: (id?: string) => whenShown((t) => t.remove(id)),
  },
);

/** The loaded module (its Toaster), or undefined before the first toast. */
export function loadedToastModule(): HotToastModule | undefined {
  return loaded;
}

export function subscribeToastModule(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

import type { GuardedRoute } from '@congregacao/shared/permissions';
import type { ComponentType } from 'react';
import { withAppCatalogue } from '../lib/language';
import { GUARDED_SCREENS, LOGIN_SCREEN } from './screen-files';

/** A lazily loaded screen module: it exports `Component`. */
export type ScreenModule = () => Promise<{ Component: ComponentType }>;

/** The loader of a screen of app/screen-files.ts among `modules` (an `import.meta.glob` of screen files). */
export function screenIn(modules: Record<string, ScreenModule>, file: string): ScreenModule {
  const load = modules[`../features/${file}.tsx`];
  if (!load) throw new Error(`Ecrã em falta: ${file}`);
  return load;
}

// Only the public screens' loaders are in the entry: each dynamic import carries the list of files its screen needs,
// and the thirty guarded screens' lists made /login's JavaScript ~0.9 KB (gzip) larger. Those come with the guard.
const publicScreens = import.meta.glob<{ Component: ComponentType }>('../features/auth/pages/*.tsx');

/** The lazy loader of a public screen (/login, /convite); /convite shows the app's texts too (ADR 043). */
export const publicScreen = (file: string): ScreenModule => {
  const load = screenIn(publicScreens, file);
  return file === LOGIN_SCREEN ? load : () => withAppCatalogue(load);
};

/** The role guard every guarded screen renders in; it holds the guarded screens' loaders. */
export const loadGuard = () => withAppCatalogue(() => import('./require-permission'));

/**
 * The lazy loader of a guarded screen, through the guard: loaded once, and on a direct load already preloaded with
 * the screen's files (src/preload-screen.ts), so the screen does not wait for it.
 */
export const guardedScreen =
  (file: string): ScreenModule =>
  async () =>
    (await loadGuard()).screen(file)();

const preloaded = new Set<string>();

/**
 * Loads a guarded screen's code ahead of its likely next visit (once, when the browser is idle), so that the tap
 * waits only for the screen's call: the dashboard's 'Rever' on a phone (issue 33). Only in a build: in development
 * and tests it would only load modules no one asked for.
 */
export function preloadScreen(route: GuardedRoute): void {
  if (!import.meta.env.PROD || preloaded.has(route)) return;
  preloaded.add(route);
  const load = () => void guardedScreen(GUARDED_SCREENS[route])().catch(() => preloaded.delete(route));
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 1000 });
  else setTimeout(load, 200);
}

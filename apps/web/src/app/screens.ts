import type { ComponentType } from 'react';

/** A lazily loaded screen module: it exports `Component`. */
export type ScreenModule = () => Promise<{ Component: ComponentType }>;

const screenModules = import.meta.glob<{ Component: ComponentType }>('../features/*/pages/*.tsx');

/** The lazy loader of a screen of app/screen-files.ts. */
export function screen(file: string): ScreenModule {
  const load = screenModules[`../features/${file}.tsx`];
  if (!load) throw new Error(`Ecrã em falta: ${file}`);
  return load;
}

/** The role guard every guarded screen renders in (it loads in parallel with the screen). */
export const loadGuard = () => import('./require-permission');

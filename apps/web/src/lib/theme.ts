import { DEFAULT_THEME, THEMES, type Theme } from '@congregacao/shared/session-enums';
import { useSyncExternalStore } from 'react';
import { saveStoredTheme, storedTheme } from './session';
import { STORAGE_KEYS } from './storage-keys';

/** Display mode: stored under `darkMode` as 'false' (light), 'true' (dark) or absent (auto). */
export type ColorMode = 'light' | 'dark' | 'auto';

const NEXT_MODE: Record<ColorMode, ColorMode> = { light: 'dark', dark: 'auto', auto: 'light' };

export function nextColorMode(mode: ColorMode): ColorMode {
  return NEXT_MODE[mode];
}

export function getColorMode(): ColorMode {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEYS.darkMode);
  } catch {
    // no storage: auto
  }
  if (raw === 'true') return 'dark';
  if (raw === 'false') return 'light';
  return 'auto';
}

const darkQuery = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;

/** Puts the `dark` class on <html> according to the stored mode (auto follows the system). */
export function applyColorMode(mode: ColorMode = getColorMode()): void {
  const isDark = mode === 'dark' || (mode === 'auto' && !!darkQuery()?.matches);
  document.documentElement.classList.toggle('dark', isDark);
}

const listeners = new Set<() => void>();

export function setColorMode(mode: ColorMode): void {
  try {
    if (mode === 'auto') window.localStorage.removeItem(STORAGE_KEYS.darkMode);
    else window.localStorage.setItem(STORAGE_KEYS.darkMode, mode === 'dark' ? 'true' : 'false');
  } catch {
    // not persisted; still applied for this page
  }
  applyColorMode(mode);
  for (const listener of listeners) listener();
}

export function cycleColorMode(): ColorMode {
  const next = nextColorMode(getColorMode());
  setColorMode(next);
  return next;
}

function subscribeColorMode(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.darkMode || event.key === null) {
      applyColorMode();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useColorMode(): ColorMode {
  return useSyncExternalStore(subscribeColorMode, getColorMode, getColorMode);
}

export function isTheme(value: unknown): value is Theme {
  return (THEMES as readonly unknown[]).includes(value);
}

/** Applies a colour theme (<html data-theme>, which swaps the --color-primary-* scale) and stores it. */
export function applyTheme(theme: Theme): void {
  const safe = isTheme(theme) ? theme : DEFAULT_THEME;
  document.documentElement.dataset.theme = safe;
  saveStoredTheme(safe);
}

/** Start-up: stored colour theme and display mode; keeps auto mode in step with the system setting. */
export function initTheme(): void {
  document.documentElement.dataset.theme = storedTheme() ?? DEFAULT_THEME;
  applyColorMode();
  darkQuery()?.addEventListener('change', () => {
    if (getColorMode() === 'auto') applyColorMode('auto');
  });
}

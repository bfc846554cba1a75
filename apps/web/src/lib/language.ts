/**
 * The language the screens speak (ADR 043): the signed-in user's choice (`user.language`), else the one chosen on
 * this browser (the sign-in page's picker, or the last user's), else the browser's own (`navigator.languages`),
 * else pt-PT. Only that language's catalogue is loaded, part by part (build/catalogue-parts.ts): `start` before
 * the first screen, `app` with the signed-in screens. `<html lang>` follows; the API is told (Accept-Language).
 */
import { isLocale, type Locale, negotiateLocale } from '@congregacao/shared/i18n/locales';
import {
  type CatalogueLocale,
  currentLocale,
  loadCatalogue,
  PSEUDO_LOCALE,
  setActiveLocale,
  t,
} from '@congregacao/shared/i18n/translate';
import { useSyncExternalStore } from 'react';
import { load } from 'virtual:catalogue-parts';
import { STORAGE_KEYS } from './storage-keys';

type Part = 'start' | 'app';

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The language chosen on this browser; `pseudo` is the overflow checks' (never offered). */
function storedChoice(): CatalogueLocale | null {
  const raw = stored(STORAGE_KEYS.language);
  return raw === PSEUDO_LOCALE || isLocale(raw) ? raw : null;
}

function storedUserLanguage(): Locale | null {
  try {
    const language = (JSON.parse(stored(STORAGE_KEYS.user) ?? 'null') as { language?: unknown } | null)?.language;
    return isLocale(language) ? language : null;
  } catch {
    return null;
  }
}

/** The language to start in (see above). */
export function initialLocale(): CatalogueLocale {
  return storedUserLanguage() ?? storedChoice() ?? negotiateLocale(navigator.languages ?? [navigator.language]);
}

/** `lang` of <html>: the pseudo-language is Portuguese made longer. */
const htmlLang = (locale: CatalogueLocale) => (locale === PSEUDO_LOCALE ? 'pt-PT' : locale);

/** The tag the API is told: it speaks no pseudo-language. */
export const requestLanguage = (): Locale => {
  const locale = currentLocale();
  return locale === PSEUDO_LOCALE ? 'pt-PT' : locale;
};

const loaded = new Set<string>();
const shownParts = new Set<Part>(['start']);
const listeners = new Set<() => void>();
let wanted: CatalogueLocale = currentLocale();

async function ensure(locale: CatalogueLocale, part: Part): Promise<void> {
  const key = `${locale}/${part}`;
  if (loaded.has(key)) return;
  loadCatalogue(locale, await load(locale, part));
  loaded.add(key);
}

/** Shows the screens in `locale`, once the parts of its catalogue already shown are loaded (a later call wins). */
export async function activateLocale(locale: CatalogueLocale): Promise<void> {
  wanted = locale;
  await Promise.all([...shownParts].map((part) => ensure(locale, part)));
  if (wanted !== locale) return;
  setActiveLocale(locale);
  document.documentElement.lang = htmlLang(locale);
  for (const listener of listeners) listener();
}

/** Start-up: the language to start in, with the signed-in screens' part too when a session is stored. */
export function startLanguage(isSignedIn: boolean): Promise<void> {
  if (isSignedIn) shownParts.add('app');
  return activateLocale(initialLocale());
}

/** The signed-in screens' part of the catalogue, in the language shown (loaded with them: app/screens.ts). */
export async function loadAppCatalogue(): Promise<void> {
  shownParts.add('app');
  await ensure(currentLocale(), 'app');
}

/** A language chosen (the sign-in page's picker, a user's preference): kept on this browser, and shown. */
export function chooseLocale(locale: Locale): Promise<void> {
  try {
    window.localStorage.setItem(STORAGE_KEYS.language, locale);
  } catch {
    // not kept: shown for this page only
  }
  return activateLocale(locale);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language shown; a component that calls it draws again when it changes. */
export function useLocale(): CatalogueLocale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/** `t` (the catalogue's messages, shared/i18n/translate.ts) for a component, which then follows a change of language. */
export function useT(): typeof t {
  useLocale();
  return t;
}

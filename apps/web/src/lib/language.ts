/**
 * The language the screens speak (ADR 043): the signed-in user's choice (`user.language`), else the one chosen on
 * this browser (the sign-in page's picker, or the last user's), else the browser's own (`navigator.languages`),
 * else pt-PT. Only that language's catalogue is loaded, part by part (build/catalogue-parts.ts): `start` before
 * the first screen, `app` with the signed-in screens. `<html lang>` follows; the API is told (Accept-Language).
 */

import { load, type WebMessage } from 'virtual:catalogue-parts';
import { isLocale, type Locale, negotiateLocale } from '@congregacao/shared/i18n/locales';
import {
  addMessageRenderer,
  type CatalogueLocale,
  currentLocale,
  PSEUDO_LOCALE,
  setActiveLocale,
  t,
} from '@congregacao/shared/i18n/translate';
import { useSyncExternalStore } from 'react';
import { getSession } from './session';
import { STORAGE_KEYS } from './storage-keys';

type Part = 'start' | 'app';

/** The language chosen on this browser; `pseudo` is the overflow checks' (never offered). */
function storedChoice(): CatalogueLocale | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.language);
    return raw === PSEUDO_LOCALE || isLocale(raw) ? raw : null;
  } catch {
    return null;
  }
}

/** The language to start in (see above). */
export function initialLocale(): CatalogueLocale {
  const userLanguage = getSession().user?.language;
  return (
    (isLocale(userLanguage) ? userLanguage : null) ??
    storedChoice() ??
    negotiateLocale(navigator.languages ?? [navigator.language])
  );
}

/** The tag of a language for <html lang>, `Intl` and the API: the pseudo-language is Portuguese made longer. */
const tagOf = (locale: CatalogueLocale): Locale => (locale === PSEUDO_LOCALE ? 'pt-PT' : locale);

/** The tag the API is told (Accept-Language). */
export const requestLanguage = (): Locale => tagOf(currentLocale());

/** The messages loaded, by language: strings, or functions of their values (build/catalogue-parts.ts). */
const catalogues = new Map<CatalogueLocale, Record<string, WebMessage>>();
addMessageRenderer((locale, id, values) => {
  const message = catalogues.get(locale)?.[id];
  return typeof message === 'function' ? message(values, tagOf(locale)) : message;
});

const shownParts = new Set<Part>(['start']);
const listeners = new Set<() => void>();
/** the language being shown or about to be: unset until start-up picks it (see `wantedLocale`) */
let wanted: CatalogueLocale | undefined;
/**
 * The router starts a guarded screen's files as its module is evaluated, before start-up has chosen the language:
 * then the one start-up will choose, so no other language's part is fetched for nothing.
 */
const wantedLocale = (): CatalogueLocale => wanted ?? initialLocale();

const loaded = new Map<string, Promise<void>>();

/** A part of a language's catalogue, fetched once. */
function ensure(locale: CatalogueLocale, part: Part): Promise<void> {
  const key = `${locale}/${part}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = load(locale, part).then((messages) => {
      catalogues.set(locale, { ...catalogues.get(locale), ...messages });
    });
    loaded.set(key, loading);
  }
  return loading;
}

/** Shows the screens in `locale`, once the parts of its catalogue already shown are loaded (a later call wins). */
export async function activateLocale(locale: CatalogueLocale): Promise<void> {
  wanted = locale;
  await Promise.all([...shownParts].map((part) => ensure(locale, part)));
  if (wanted !== locale) return;
  setActiveLocale(locale);
  document.documentElement.lang = tagOf(locale);
  for (const listener of listeners) listener();
}

/** Start-up: the language to start in, with the signed-in screens' part too when a session is stored. */
export function startLanguage(isSignedIn: boolean): Promise<void> {
  if (isSignedIn) shownParts.add('app');
  return activateLocale(initialLocale());
}

/** The signed-in screens' part of the catalogue, in the language shown or being switched to (loaded with them: app/screens.ts). */
export function loadAppCatalogue(): Promise<void> {
  shownParts.add('app');
  return ensure(wantedLocale(), 'app');
}

/** A lazily loaded module that shows the app's texts, loaded together with them. */
export const withAppCatalogue = <M>(load: () => Promise<M>): Promise<M> =>
  Promise.all([load(), loadAppCatalogue()]).then(([module]) => module);

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

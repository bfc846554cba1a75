/**
 * The one translation runtime, server and screens alike (ADR 043): Lingui's core, one instance per language, holding
 * that language's compiled catalogue (catalogues/*.json compiled ahead of time: compile.ts). A message is looked up
 * in the language of the moment: on the server the request's (apps/api/src/lib/language.ts installs that source),
 * on the web the one the person chose (apps/web/src/lib/language.ts activates it).
 */
import { type I18n, setupI18n } from '@lingui/core';
import type ptPT from './catalogues/pt-PT.json';
import { DEFAULT_LOCALE, type Locale } from './locales';

/** Every message's id: the keys of the pt-PT catalogue, which every other catalogue has too (catalogues.test.ts). */
export type MessageId = keyof typeof ptPT;
/** A catalogue compiled for Lingui's runtime (compile.ts). */
export type CompiledCatalogue = Partial<Record<MessageId, unknown>>;
export type MessageValues = Record<string, string | number | null | undefined>;

/** The pseudo-language of the overflow checks (pseudo.ts): pt-PT accented and 30 % longer; never offered. */
export const PSEUDO_LOCALE = 'pseudo';
export type CatalogueLocale = Locale | typeof PSEUDO_LOCALE;

const instances = new Map<CatalogueLocale, I18n>();

function instance(locale: CatalogueLocale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    // a message not loaded reads as its id: visible on screen and in a test, never a crash
    i18n = setupI18n({ locale, messages: { [locale]: {} }, missing: (_, id) => id });
    instances.set(locale, i18n);
  }
  return i18n;
}

/** Adds compiled messages to a language (several parts of one catalogue may be loaded one after another). */
export function loadCatalogue(locale: CatalogueLocale, messages: CompiledCatalogue): void {
  instance(locale).load(locale, messages as Record<string, never>);
}

export function isCatalogueLoaded(locale: CatalogueLocale, id: MessageId): boolean {
  return instances.get(locale)?.messages[id] !== undefined;
}

let activeLocale: CatalogueLocale = DEFAULT_LOCALE;
let contextLocale: () => CatalogueLocale | undefined = () => undefined;

/** The web's language: the one chosen in this browser. */
export function setActiveLocale(locale: CatalogueLocale): void {
  activeLocale = locale;
}

/** The server's language: the request's, from its async context (undefined outside a request: the active one). */
export function setLocaleSource(source: () => CatalogueLocale | undefined): void {
  contextLocale = source;
}

export function currentLocale(): CatalogueLocale {
  return contextLocale() ?? activeLocale;
}

/** The message `id` in the language of the moment, its ICU placeholders filled from `values`. */
export function t(id: MessageId, values?: MessageValues): string {
  return instance(currentLocale())._(id, values);
}

/** The message `id` in a given language (an email to someone else, a language's own name). */
export function tIn(locale: CatalogueLocale, id: MessageId, values?: MessageValues): string {
  return instance(locale)._(id, values);
}

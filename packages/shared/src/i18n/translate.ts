/**
 * The one way a message is read, server and screens alike (ADR 043): `t(id, values)` in the language of the
 * moment — on the server the request's (apps/api/src/lib/language.ts installs that source), on the web the one
 * the person chose (apps/web/src/lib/language.ts activates it). What renders a message is installed by each side:
 * Lingui's runtime on the catalogues compiled ahead of time (lingui-runtime.ts: the server, the tests), or, in the
 * browser, the same compiled messages turned into functions at build (message-code.ts), so its first load carries
 * no message interpreter.
 */
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

/** A message of a language with its placeholders filled; undefined when that language has no such message. */
export type MessageRenderer = (locale: CatalogueLocale, id: MessageId, values: MessageValues) => string | undefined;

let render: MessageRenderer = () => undefined;

/**
 * Installs what renders messages (lingui-runtime.ts, the web's lib/language.ts); the last installed is asked first,
 * the earlier one for what it has not loaded (the web's tests: its parts, else every catalogue).
 */
export function addMessageRenderer(renderer: MessageRenderer): void {
  const earlier = render;
  render = (locale, id, values) => renderer(locale, id, values) ?? earlier(locale, id, values);
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

/**
 * The message `id` in a given language (an email to someone else, a language's own name); a message not loaded
 * reads as its id: visible on screen and in a test, never a crash.
 */
export function tIn(locale: CatalogueLocale, id: MessageId, values: MessageValues = {}): string {
  return render(locale, id, values) ?? id;
}

/** The message `id` in the language of the moment, its ICU placeholders filled from `values`. */
export function t(id: MessageId, values?: MessageValues): string {
  return tIn(currentLocale(), id, values);
}

/**
 * Lingui's runtime rendering the catalogues compiled ahead of time (compile.ts): one instance per language. What
 * Node uses (the API, the tests); the browser renders the same messages as generated functions (message-code.ts).
 */
import { type I18n, setupI18n } from '@lingui/core';
import { addMessageRenderer, type CatalogueLocale, type CompiledCatalogue } from './translate';

const instances = new Map<CatalogueLocale, I18n>();

/** Adds compiled messages to a language. */
export function loadCatalogue(locale: CatalogueLocale, messages: CompiledCatalogue): void {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: {} } });
    instances.set(locale, i18n);
  }
  i18n.load(locale, messages as Record<string, never>);
}

addMessageRenderer((locale, id, values) => {
  const i18n = instances.get(locale);
  return i18n && i18n.messages[id] !== undefined ? i18n._(id, values) : undefined;
});

/**
 * Every catalogue, compiled and loaded at once: what Node needs (the API answers in any language; the tests read
 * pt-PT). The web loads one language, in parts (apps/web/build/catalogue-chunks.ts), and never imports this file.
 */

import en from './catalogues/en.json';
import es from './catalogues/es.json';
import ptBR from './catalogues/pt-BR.json';
import ptPT from './catalogues/pt-PT.json';
import { compileCatalogue, type SourceCatalogue } from './compile';
import { loadCatalogue } from './lingui-runtime';
import type { Locale } from './locales';

export const SOURCE_CATALOGUES: Record<Locale, SourceCatalogue> = { 'pt-PT': ptPT, 'pt-BR': ptBR, en, es };

for (const [locale, source] of Object.entries(SOURCE_CATALOGUES)) {
  loadCatalogue(locale as Locale, compileCatalogue(source));
}

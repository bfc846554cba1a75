import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { compileCatalogue, type SourceCatalogue } from '../../../packages/shared/src/i18n/compile.ts';
import { DEFAULT_LOCALE, LOCALES } from '../../../packages/shared/src/i18n/locales.ts';
import { catalogueModule } from '../../../packages/shared/src/i18n/message-code.ts';
import { pseudoCatalogue } from '../../../packages/shared/src/i18n/pseudo.ts';
import { PSEUDO_LOCALE } from '../../../packages/shared/src/i18n/translate.ts';

/**
 * The catalogues as the browser loads them (ADR 043): each language's one file (packages/shared/src/i18n/catalogues)
 * compiled ahead of time into code (message-code.ts) and cut in two parts, each its own chunk, loaded on demand for
 * the chosen language only:
 * - `start`: what /login and the layout around every page show (its first load carries this part alone);
 * - `app`: the rest the screens show, loaded with the signed-in screens (app/screens.ts), before a session is
 *   stored, and with /login's second step and passkey (lib/language.ts `loadAppCatalogue`).
 * Namespaces only the server reads (refusals, emails, forms, sheets) reach no browser. The pseudo-language is pt-PT
 * accented and longer (pseudo.ts), chosen only by storing `language=pseudo` (the overflow checks).
 */
export const CATALOGUE_PARTS = ['start', 'app'] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

const START_NAMESPACES = ['signIn', 'layout', 'language'];
/** of the other namespaces, what /login shows: refusals without a server reason, the reset link, the offline notice */
const START_MESSAGES = ['auth.badCredentials', 'auth.tooManyAttempts', 'passwordReset.forgotLink', 'pwa.offline'];
const SERVER_NAMESPACES = ['api', 'email', 'pdf', 'sheet', 'request'];

export function partOf(id: string): CataloguePart | null {
  const namespace = id.split('.')[0] ?? '';
  if (SERVER_NAMESPACES.includes(namespace)) return null;
  return START_NAMESPACES.includes(namespace) || START_MESSAGES.includes(id) ? 'start' : 'app';
}

const MODULE = 'virtual:catalogue-parts';
const PART = 'virtual:catalogue/';
const CATALOGUES = new URL('../../../packages/shared/src/i18n/catalogues/', import.meta.url);
const WEB_LOCALES = [...LOCALES, PSEUDO_LOCALE];
const HELPERS = fileURLToPath(new URL('../../../packages/shared/src/i18n/message-helpers.ts', import.meta.url));

function partModule(locale: string, part: CataloguePart, watch: (file: string) => void): string {
  const sourceLocale = locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale;
  const file = new URL(`${sourceLocale}.json`, CATALOGUES);
  watch(file.pathname);
  const source = JSON.parse(readFileSync(file, 'utf8')) as SourceCatalogue;
  const inPart = Object.fromEntries(Object.entries(source).filter(([id]) => partOf(id) === part));
  const compiled = compileCatalogue(inPart);
  return catalogueModule(locale === PSEUDO_LOCALE ? pseudoCatalogue(compiled) : compiled, HELPERS);
}

/** `load(locale, part)`: a dynamic import per language and part, so each is a chunk of its own. */
function loaderModule(): string {
  const entries = WEB_LOCALES.flatMap((locale) =>
    CATALOGUE_PARTS.map((part) => `  '${locale}/${part}': () => import('${PART}${locale}/${part}'),`),
  );
  return [
    'const parts = {',
    ...entries,
    '};',
    'export function load(locale, part) {',
    "  const loader = parts[locale + '/' + part];",
    '  return loader ? loader().then((module) => module.default) : Promise.resolve({});',
    '}',
  ].join('\n');
}

export function catalogueParts(): Plugin {
  return {
    name: 'congregacao-catalogue-parts',
    resolveId(id) {
      if (id === MODULE || id.startsWith(PART)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${MODULE}`) return loaderModule();
      if (!id.startsWith(`\0${PART}`)) return null;
      const [locale = '', part = ''] = id.slice(PART.length + 1).split('/');
      if (!WEB_LOCALES.includes(locale) || !(CATALOGUE_PARTS as readonly string[]).includes(part)) return null;
      return partModule(locale, part as CataloguePart, (file) => this.addWatchFile(file));
    },
  };
}

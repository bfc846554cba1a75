/**
 * The pt-PT catalogue for the specs' own use of shared helpers (month names, labels): the browser's screens load
 * theirs, but Node-side code in a spec would read message ids. Read from disk, as Playwright's loader does not take
 * the JSON imports all-catalogues.ts uses.
 */
import { readFileSync } from 'node:fs';
import { compileCatalogue } from '../../packages/shared/src/i18n/compile';
import { loadCatalogue } from '../../packages/shared/src/i18n/lingui-runtime';

const ptPT = JSON.parse(
  readFileSync(new URL('../../packages/shared/src/i18n/catalogues/pt-PT.json', import.meta.url), 'utf8'),
) as Record<string, string>;
loadCatalogue('pt-PT', compileCatalogue(ptPT));

import { describe, expect, it } from 'vitest';
import { SOURCE_CATALOGUES } from './all-catalogues';
import { compileCatalogue } from './compile';
import { intlLocale } from './format';
import { LOCALES } from './locales';
import { messageCode } from './message-code';
import { number, plural, select } from './message-helpers';
import { pseudoCatalogue } from './pseudo';
import { PSEUDO_LOCALE, tIn } from './translate';

/** Values every placeholder of the catalogues gets: a count (0, 1, 4, 21, 5000), a month index, text. */
const SAMPLES = [0, 1, 4, 21, 5000];
const valuesFor = (sample: number) =>
  new Proxy({} as Record<string, string | number>, {
    get: (_, name) =>
      name === 'month' ? String(sample % 13) : typeof name === 'string' && /^[a-z]+$/i.test(name) ? sample : '',
  });

/** A generated message run as the browser runs it. */
function run(code: string, values: Record<string, unknown>, locale: string): string {
  const message = new Function('n', 'p', 's', `return ${code};`)(number, plural, select) as
    | string
    | ((v: unknown, l: string) => string);
  return typeof message === 'function' ? message(values, locale) : message;
}

describe("the browser's messages (ADR 043)", () => {
  for (const locale of LOCALES) {
    it(`render every ${locale} message as Lingui's runtime does`, () => {
      const compiled = compileCatalogue(SOURCE_CATALOGUES[locale]) as Record<string, unknown>;
      const differing: string[] = [];
      for (const [id, message] of Object.entries(compiled)) {
        const code = messageCode(message);
        for (const sample of SAMPLES) {
          const values = valuesFor(sample);
          const expected = tIn(locale, id as never, values as never);
          const actual = run(code, values, intlLocale(locale));
          if (actual !== expected) differing.push(`${id} (${sample}): ${actual} ≠ ${expected}`);
        }
      }
      expect(differing).toEqual([]);
    });
  }

  it('the pseudo-language renders too', () => {
    const pseudo = pseudoCatalogue(compileCatalogue(SOURCE_CATALOGUES['pt-PT'])) as Record<string, unknown>;
    const text = run(messageCode(pseudo['auth.tooManyFailures']), { minutes: 5 }, intlLocale(PSEUDO_LOCALE));
    expect(text).toContain(' 5 ');
    expect(text).not.toMatch(/[aeiou]/);
  });
});

import { describe, expect, it } from 'vitest';
import { SOURCE_CATALOGUES } from './all-catalogues';
import { compileCatalogue } from './compile';
import { DEFAULT_LOCALE, LOCALES } from './locales';

type Token = string | [string, string?, Record<string, Token[]>?];

/** The placeholders a compiled message fills: `{name}`, and each plural's or select's argument and branches. */
function placeholders(tokens: unknown): string[] {
  const names = new Set<string>();
  const walk = (list: Token[]) => {
    for (const token of list) {
      if (typeof token === 'string') continue;
      const [name, , forms] = token;
      names.add(name);
      // a plural's forms sit beside its `offset` (a number, or undefined)
      for (const inner of Object.values(forms ?? {})) if (Array.isArray(inner)) walk(inner);
    }
  };
  walk(tokens as Token[]);
  return [...names].sort();
}

const source = SOURCE_CATALOGUES[DEFAULT_LOCALE];
const sourceCompiled = compileCatalogue(source);

describe('catalogues (ADR 043)', () => {
  it('there is one catalogue per language', () => {
    expect(Object.keys(SOURCE_CATALOGUES).sort()).toEqual([...LOCALES].sort());
  });

  for (const locale of LOCALES) {
    describe(locale, () => {
      const catalogue = SOURCE_CATALOGUES[locale];

      it("has exactly pt-PT's keys: none missing, none extra", () => {
        const missing = Object.keys(source).filter((id) => !(id in catalogue));
        const extra = Object.keys(catalogue).filter((id) => !(id in source));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it("compiles, and each message has pt-PT's placeholders", () => {
        const compiled = compileCatalogue(catalogue) as Record<string, unknown>;
        const differing = Object.entries(sourceCompiled)
          .filter(([id]) => id in compiled)
          .map(([id, message]) => ({ id, expected: placeholders(message), actual: placeholders(compiled[id]) }))
          .filter(({ expected, actual }) => expected.join() !== actual.join());
        expect(differing).toEqual([]);
      });

      it('has no empty message', () => {
        expect(Object.entries(catalogue).filter(([, message]) => message.trim() === '')).toEqual([]);
      });
    });
  }
});

// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NOT_YET_IN_CATALOGUE } from './i18n-pending';

// ADR 043: what a person reads comes from the catalogues (packages/shared/src/i18n/catalogues), never a literal in a
// component. A file the scan finds a literal in fails unless it is listed in i18n-pending.ts (the files wave 2
// converts); a listed file that has none left fails too, so the list only shrinks.
const SRC = fileURLToPath(new URL('.', import.meta.url));

/** Text between tags (`>Guardar<`), a text attribute (`label="Nome"`), a sentence in quotes ('Erro ao guardar.'). */
const LITERALS = [
  />\s*([^<>{}`]*\p{L}{2,}[^<>{}`]*?)\s*</gu,
  /\b(?:label|title|placeholder|aria-label|alt|description|message|hint)="([^"]*\p{L}{2,}[^"]*)"/gu,
  /'((?=[^']*\p{Lu}|[^']*[à-úÀ-Ú])[^'\n]*\p{L}{2,} \p{L}{2,}[^'\n]*)'/gu,
];
/** What reads as a literal but is code: identifiers, class lists, paths; TypeScript between `<` and `>`. */
const NOT_TEXT = /^(?:[\w.-]+|[a-z0-9:[\]/%.()_&>=*!#-]+(?: [a-z0-9:[\]/%.()_&>=*!#-]+)*)$/;
const CODE = /[;{}]|=>|\)\s*:|\?\s*\(|\bapi\.|Promise|\w\(/;

const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$|^test[\\/]/.test(file);
const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(isSource).sort();

/** The literals of a file, comments left out. */
function literalsOf(file: string): string[] {
  const code = readFileSync(path.join(SRC, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\s\/\/ .*$/gm, '');
  // text between tags is JSX's, so only a .tsx file has it (in a .ts file it is TypeScript between generics' `<` `>`)
  const patterns = file.endsWith('.tsx') ? LITERALS : LITERALS.slice(1);
  return patterns
    .flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[1]!.trim()))
    .filter((text) => text !== '' && !NOT_TEXT.test(text) && !CODE.test(text));
}

const withLiterals = new Map(files.map((file) => [file.split(path.sep).join('/'), literalsOf(file)]));

describe('user-facing literals (ADR 043)', () => {
  it('appear only in the files not yet converted', () => {
    const unlisted = [...withLiterals]
      .filter(([file, literals]) => literals.length > 0 && !NOT_YET_IN_CATALOGUE.includes(file))
      .map(([file, literals]) => `${file}: ${literals.slice(0, 3).join(' | ')}`);
    expect(unlisted).toEqual([]);
  });

  it('the list of files not yet converted holds only files that still have literals', () => {
    const done = NOT_YET_IN_CATALOGUE.filter((file) => (withLiterals.get(file) ?? []).length === 0);
    expect(done).toEqual([]);
  });

  it('finds the literal a component would add', () => {
    expect(literalsOf.length).toBe(1);
    const sample = ['<p>Guardar alterações</p>', 'label="Nome completo"', "toast.error('Erro ao guardar.')"];
    for (const code of sample) {
      const found = LITERALS.flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[1]));
      expect(found.length, code).toBeGreaterThan(0);
    }
    expect(NOT_TEXT.test('flex items-center gap-2')).toBe(true);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// ADR 043: a refusal, an email or a form's text comes from the catalogues, so it is said in the request's language;
// a literal handed to an error or a mail is a text no language but one can read. Audit descriptions stay literals
// (the log's record, pt-PT), as do a field's name and an error code.
const SRC = fileURLToPath(new URL('.', import.meta.url));
const REFUSAL_LITERAL = [
  /\b(?:badRequest|conflict|notFound|forbidden|unauthenticated)\(\s*['`"]/g,
  /\b(?:invalidValue\(\s*[^,]+|new AppError\(\s*[^,]+),\s*['`"]/g,
  /\b(?:subject|text):\s*['`"][^'`"]*\p{L}{2,} \p{L}/gu,
];
/** Files that still hand a literal to a refusal; wave 2 empties this list. */
const NOT_YET_IN_CATALOGUE: readonly string[] = [];

const isSource = (file: string) =>
  file.endsWith('.ts') && !/\.test(-support)?\.ts$|[\\/](test|cli|backup)[\\/]/.test(file) && !file.startsWith('test');
const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(isSource);

const literalsIn = (code: string) => REFUSAL_LITERAL.flatMap((pattern) => code.match(pattern) ?? []);

describe('refusals and emails (ADR 043)', () => {
  it('take their texts from the catalogues', () => {
    expect(files.length).toBeGreaterThan(100);
    const found = files
      .map((file) => [file.split(path.sep).join('/'), literalsIn(readFileSync(path.join(SRC, file), 'utf8'))] as const)
      .filter(([file, literals]) => literals.length > 0 && !NOT_YET_IN_CATALOGUE.includes(file))
      .map(([file, literals]) => `${file}: ${literals.join(' | ')}`);
    expect(found).toEqual([]);
  });

  it('would find a literal refusal', () => {
    expect(literalsIn("throw conflict('O mês está fechado.')")).toHaveLength(1);
    expect(literalsIn("throw invalidValue('body.x', 'não pode')")).toHaveLength(1);
    expect(literalsIn("throw invalidValue('body.x', M.reason)")).toHaveLength(0);
    expect(literalsIn("subject: 'Convite para enviar'")).toHaveLength(1);
  });
});

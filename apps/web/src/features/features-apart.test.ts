// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A feature never imports another (README, Layout): what two features share lives in lib/ or components/ui/.
const FEATURES = fileURLToPath(new URL('.', import.meta.url));
const IMPORT = /\b(?:from|import)\s*\(?\s*['"](\.[^'"]*)['"]/g;

const featureOf = (file: string) => {
  const [first, ...rest] = path.relative(FEATURES, file).split(path.sep);
  return first && !first.startsWith('..') && rest.length > 0 ? first : null;
};

const files = readdirSync(FEATURES, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));

/** Each import from one feature's file into another feature ("file → import"). */
function crossings(): string[] {
  return files.flatMap((relative) => {
    const file = path.join(FEATURES, relative);
    const own = featureOf(file);
    return [...readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map(([, specifier]) => specifier!)
      .filter((specifier) => {
        const other = featureOf(path.resolve(path.dirname(file), specifier));
        return own !== null && other !== null && other !== own;
      })
      .map((specifier) => `${relative} → ${specifier}`);
  });
}

describe('web features', () => {
  it('no feature imports another', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(crossings()).toEqual([]);
  });
});

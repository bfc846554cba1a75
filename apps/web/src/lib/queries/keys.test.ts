import { describe, expect, it } from 'vitest';

// every source file of the web app, as text (tests excluded)
const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * A key spelled out: `queryKey: ['x', …`, a key argument `listQuery(['x'], …)`, or a constant `= ['x', …] as const`
 * (string tuples that are not keys are caught too: each is spelled once anyway).
 */
const SPELLED_KEY =
  /(?:queryKey:\s*|(?:pathQuery|listQuery|recordQuery)(?:<[^>]*>)?\(\s*)\[\s*'([^']+)'|=\s*\[\s*'([^']+)'[^\]]*\]\s*as const/g;

describe('query keys', () => {
  it('spells each key root in one file only (the others build on its exported constant or options)', () => {
    const filesByRoot = new Map<string, string[]>();
    for (const [file, text] of Object.entries(sources)) {
      for (const [, spelled, constant] of text.matchAll(SPELLED_KEY)) {
        const root = (spelled ?? constant)!;
        const files = filesByRoot.get(root) ?? [];
        if (!files.includes(file)) files.push(file);
        filesByRoot.set(root, files);
      }
    }
    expect(filesByRoot.get('publisher-reports')).toEqual(['./keys.ts']);
    expect([...filesByRoot].filter(([, files]) => files.length > 1)).toEqual([]);
  });
});

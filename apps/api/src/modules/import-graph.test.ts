import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Modules import only downward (README, Layout): no module reaches one that reaches it back, directly or round a
// circle. A folder with no files of its own is a home of modules (identity/, ADR 031): each of its sub-folders is a
// module, and the home as a whole is one too. Tests and their helpers may reach anywhere.
const MODULES = fileURLToPath(new URL('.', import.meta.url));
const IMPORT = /\b(?:from|import)\s*\(?\s*['"](\.[^'"]*)['"]/g;

const isSource = (file: string) => file.endsWith('.ts') && !/\.test(-support)?\.ts$/.test(file);
const isHome = (folder: string) =>
  readdirSync(path.join(MODULES, folder), { withFileTypes: true }).every((entry) => entry.isDirectory());

function resolveImport(from: string, specifier: string): string {
  const target = path.resolve(path.dirname(from), specifier);
  return [`${target}.ts`, path.join(target, 'index.ts')].find(existsSync) ?? target;
}

/** The module a file belongs to: its folder under modules/ (with `splitHomes`, a home's sub-folder); null outside. */
function moduleOf(file: string, splitHomes: boolean): string | null {
  const [first, second, ...rest] = path.relative(MODULES, file).split(path.sep);
  if (!first || first.startsWith('..') || second === undefined) return null;
  return splitHomes && rest.length > 0 && isHome(first) ? `${first}/${second}` : first;
}

/** module → module it imports → the imports that make the arrow ("a.ts → b.ts"). */
type Graph = Map<string, Map<string, string[]>>;

function moduleGraph(splitHomes: boolean): Graph {
  const graph: Graph = new Map();
  const files = readdirSync(MODULES, { recursive: true, encoding: 'utf8' }).filter(isSource);
  for (const file of files.map((f) => path.join(MODULES, f))) {
    const from = moduleOf(file, splitHomes);
    if (!from) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, specifier!);
      const to = moduleOf(target, splitHomes);
      if (!to || to === from) continue;
      const arrows = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, arrows);
      const made = arrows.get(to) ?? [];
      arrows.set(to, made);
      made.push(`${path.relative(MODULES, file)} → ${path.relative(MODULES, target)}`);
    }
  }
  return graph;
}

/** Every circle (strongly connected set of two or more modules, Tarjan), with the imports that tie it. */
function circles(graph: Graph): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, low.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const members = stack.splice(stack.indexOf(node));
    if (members.length < 2) return;
    const ties = members.flatMap((from) =>
      [...(graph.get(from) ?? [])].filter(([to]) => members.includes(to)).flatMap(([, imports]) => imports),
    );
    found.push(`${members.sort().join(' ↔ ')}: ${ties.join('; ')}`);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('API modules import only downward', () => {
  it('no circle among the modules', () => {
    const graph = moduleGraph(false);
    expect(graph.size).toBeGreaterThan(5);
    expect(circles(graph)).toEqual([]);
  });

  it('no circle among the modules of a home (identity: accounts, sessions, factors, sign-in)', () => {
    expect(circles(moduleGraph(true))).toEqual([]);
  });

  it('sees a circle and names the imports that make it', () => {
    const graph: Graph = new Map([
      ['a', new Map([['b', ['a/x.ts → b/y.ts']]])],
      ['b', new Map([['a', ['b/y.ts → a/z.ts']]])],
      ['c', new Map([['a', ['c/w.ts → a/x.ts']]])],
    ]);
    expect(circles(graph)).toEqual(['a ↔ b: a/x.ts → b/y.ts; b/y.ts → a/z.ts']);
  });
});

/**
 * The browser's form of a compiled catalogue (ADR 043): each message Lingui compiled (compile.ts) written as
 * JavaScript at build — a string when it has no placeholder, else a function of its values and the `Intl` language
 * (message-helpers.ts for plurals and numbers). Rendering is then a property read or a call: the first load carries
 * no interpreter. message-code.test.ts checks every message renders as Lingui's runtime renders it. Node only.
 */
import type { CompiledCatalogue } from './translate';

type Token = string | [string, string?, unknown?];

const str = (text: string) => JSON.stringify(text);
const value = (name: string) => `v[${str(name)}]`;

/** An expression for a list of tokens; `count` is the expression a plural's `#` stands for. */
function expression(tokens: Token[], count: string | null): string {
  const parts = tokens.map((token) => {
    if (typeof token === 'string') return token === '#' && count ? count : str(token);
    const [name, type, format] = token;
    if (!type) return `(${value(name)} ?? "")`;
    if (type === 'number') return `n(l, ${value(name)})`;
    if (type === 'plural' || type === 'select' || type === 'selectordinal') {
      const { offset = 0, ...forms } = format as Record<string, unknown>;
      const inner = type === 'select' ? null : `n(l, ${value(name)} - ${Number(offset)})`;
      const entries = Object.entries(forms)
        .filter(([, branch]) => Array.isArray(branch))
        .map(([form, branch]) => `${str(form)}: ${expression(branch as Token[], inner)}`);
      if (type === 'select') return `s(${value(name)}, {${entries.join(', ')}})`;
      if (type === 'selectordinal') throw new Error('selectordinal is not used by the catalogues');
      return `p(l, ${value(name)}, ${Number(offset)}, {${entries.join(', ')}})`;
    }
    throw new Error(`a {${name}, ${type}} placeholder is not supported in the browser's messages`);
  });
  return parts.length === 0 ? '""' : parts.join(' + ');
}

/** One message: a string literal, or `(v, l) => …`. */
export function messageCode(compiled: unknown): string {
  const tokens = (Array.isArray(compiled) ? compiled : [String(compiled)]) as Token[];
  if (tokens.every((token) => typeof token === 'string')) return str(tokens.join(''));
  return `(v, l) => ${expression(tokens, null)}`;
}

const HELPERS = { n: 'number', p: 'plural', s: 'select' } as const;

/**
 * A module whose default export is the catalogue's messages as code; `helpers` is message-helpers.ts's path, imported
 * only for the helpers its messages call (/login's part calls none).
 */
export function catalogueModule(compiled: CompiledCatalogue, helpers: string): string {
  const entries = Object.entries(compiled).map(([id, message]) => `  ${str(id)}: ${messageCode(message)},`);
  const body = entries.join('\n');
  const used = Object.entries(HELPERS).filter(([alias]) => body.includes(`${alias}(`));
  const imports = used.map(([alias, name]) => `${name} as ${alias}`).join(', ');
  return [
    ...(used.length > 0 ? [`import { ${imports} } from ${str(helpers)};`] : []),
    'export default {',
    body,
    '};',
  ].join('\n');
}

/**
 * The pseudo-language (ADR 043): every letter of pt-PT accented, each message 30 % longer (filler words, so it still
 * wraps as text does), placeholders and plural forms kept. A screen shown in it reveals a text left out of the
 * catalogue (it stays plain) and a layout that breaks when a language runs longer than Portuguese.
 */
import type { CompiledCatalogue } from './translate';

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  s: 'š',
  z: 'ž',
  r: 'ŕ',
  l: 'ĺ',
  g: 'ğ',
  d: 'ď',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
  S: 'Š',
  Z: 'Ž',
  R: 'Ŕ',
  L: 'Ĺ',
  G: 'Ğ',
  D: 'Ď',
};
export const PSEUDO_GROWTH = 0.3;

const accent = (text: string) => text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);

/** Filler of at least `count` characters, in words of five. */
function filler(count: number): string {
  const words = Math.ceil(count / 6);
  return words > 0 ? ` ${Array.from({ length: words }, () => 'ẋẋẋẋẋ').join(' ')}` : '';
}

type Token = string | [string, string?, Record<string, Token[] | number | undefined>?];

function textLength(tokens: Token[]): number {
  return tokens.reduce((sum, token) => sum + (typeof token === 'string' ? token.length : 4), 0);
}

function pseudoTokens(tokens: Token[]): Token[] {
  return tokens.map((token) => {
    if (typeof token === 'string') return token === '#' ? token : accent(token);
    const [name, type, forms] = token;
    if (!forms || typeof forms !== 'object') return token;
    // a plural's forms sit beside its `offset` (a number, or undefined), kept as it is
    const branches = Object.fromEntries(
      Object.entries(forms).map(([form, inner]) => [form, Array.isArray(inner) ? pseudoTokens(inner) : inner]),
    );
    return [name, type, branches];
  });
}

export function pseudoCatalogue(compiled: CompiledCatalogue): CompiledCatalogue {
  const pseudo: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(compiled)) {
    const tokens = message as Token[];
    pseudo[id] = [...pseudoTokens(tokens), filler(Math.ceil(textLength(tokens) * PSEUDO_GROWTH))];
  }
  return pseudo;
}

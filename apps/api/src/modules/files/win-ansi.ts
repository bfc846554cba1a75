/**
 * pdf-lib's standard fonts (Helvetica) only encode WinAnsi: any other character makes drawText throw.
 * Text is made safe before drawing: characters the font has are kept, others are decomposed (NFD) and
 * stripped of their combining marks ("ș" -> "s", "ő" -> "o"), and what still does not fit becomes '?'.
 */
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const WHITESPACE = /\s+/g;

export function createWinAnsiSanitizer(characterSet: Iterable<number>): (text: string) => string {
  const supported = new Set(characterSet);
  const fits = (char: string) => supported.has(char.codePointAt(0) ?? 0);
  const cache = new Map<string, string>();

  const replace = (char: string): string => {
    const cached = cache.get(char);
    if (cached !== undefined) return cached;
    const stripped = char.normalize('NFD').replace(COMBINING_MARKS, '');
    const result = stripped && [...stripped].every(fits) ? stripped : '?';
    if (cache.size < 1000) cache.set(char, result);
    return result;
  };

  return (text: string) => {
    const flat = text.replace(WHITESPACE, ' ').trim();
    let out = '';
    for (const char of flat) out += fits(char) ? char : replace(char);
    return out;
  };
}

/** ASCII-only piece of a file name ("Inês Côrte-Real" -> "Ines-Corte-Real"). */
export function fileNameSlug(text: string, max = 60): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

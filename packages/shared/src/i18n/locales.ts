/**
 * The languages the product speaks (ADR 043). Adding one: its code here, its name in LOCALE_NAMES and its catalogue
 * file (catalogues/<code>.json, every key of pt-PT's: catalogues.test.ts says which are missing).
 */
export const LOCALES = ['pt-PT', 'pt-BR', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-PT';

/** Each language named in itself, as the language pickers show it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'pt-PT': 'Português (Portugal)',
  'pt-BR': 'Português (Brasil)',
  en: 'English',
  es: 'Español',
};

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/**
 * The first of the person's languages (most preferred first: `navigator.languages`, or Accept-Language's tags by
 * weight) that we speak: an exact match, else the same language (`pt-AO` is pt-PT, `pt` alone is pt-PT, `en-GB`
 * is en, `es-MX` is es); pt-PT when none matches.
 */
export function negotiateLocale(wanted: readonly string[]): Locale {
  for (const tag of wanted) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = tag.split('-')[0]?.toLowerCase();
    if (language === 'pt') return 'pt-PT';
    const same = LOCALES.find((locale) => locale === language);
    if (same) return same;
  }
  return DEFAULT_LOCALE;
}

const MAX_ACCEPTED_TAGS = 20;

/** An Accept-Language header's tags, most wanted first (`q=0` dropped); [] for none or a malformed one. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  const tags: { tag: string; weight: number; order: number }[] = [];
  for (const [order, part] of header.split(',').slice(0, MAX_ACCEPTED_TAGS).entries()) {
    const [tag = '', ...params] = part.trim().split(';');
    if (!/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag)) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (Number.isFinite(weight) && weight > 0) tags.push({ tag, weight, order });
  }
  return tags.sort((a, b) => b.weight - a.weight || a.order - b.order).map(({ tag }) => tag);
}

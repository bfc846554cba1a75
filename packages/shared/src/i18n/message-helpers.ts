/**
 * What the browser's generated messages call (message-code.ts): a plural's form by `Intl.PluralRules`, a number by
 * `Intl.NumberFormat`, each made once per language — the same choices Lingui's runtime makes on the server.
 */
type Forms = Record<string, string | undefined>;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function plural(locale: string, value: number, offset: number, forms: Forms): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return forms[value] ?? forms[rules.select(value - offset)] ?? forms.other ?? '';
}

export function select(value: unknown, forms: Forms): string {
  return forms[String(value)] ?? forms.other ?? '';
}

export function number(locale: string, value: number): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

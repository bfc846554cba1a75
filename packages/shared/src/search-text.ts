/**
 * Text as searches compare it: without accents and case ('João' and 'joao' are the same), the one rule for every
 * search box and for the API's `?search=`.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Whether any of the values contains the search term (folded); an empty term matches everything. */
export function matchesSearchTerm(values: readonly (string | null | undefined)[], search: string): boolean {
  const term = foldForSearch(search.trim());
  if (!term) return true;
  return values.some((value) => value != null && foldForSearch(value).includes(term));
}

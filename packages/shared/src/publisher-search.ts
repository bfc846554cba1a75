import type { PublisherListEntry } from './contracts/publishers';
import { matchesSearchTerm } from './search-text';

/**
 * Publisher search (spec point 9): case- and accent-insensitive ('joao' finds 'João') over name, displayName, email
 * and id, on the screen and in GET /publishers?search=. Apart from contracts/publishers (zod schemas), so the
 * publisher list does not load zod.
 */
export function matchesPublisherSearch(
  publisher: Pick<PublisherListEntry, 'id' | 'name' | 'displayName' | 'email'>,
  search: string,
): boolean {
  return matchesSearchTerm([publisher.name, publisher.displayName, publisher.email, String(publisher.id)], search);
}

/** The list's 'Sem data RGPD' filter (issue 24): no consent date recorded, on the screen and in the API. */
export const lacksRgpdDate = (publisher: Pick<PublisherListEntry, 'rgpdDate'>): boolean => !publisher.rgpdDate;

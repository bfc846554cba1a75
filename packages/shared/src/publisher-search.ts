import type { PublisherListEntry } from './contracts/publishers';

/**
 * Publisher search (spec point 9): case-insensitive over name, displayName, email and id. Apart from
 * contracts/publishers (zod schemas), so the publisher list does not load zod.
 */
export function matchesPublisherSearch(
  publisher: Pick<PublisherListEntry, 'id' | 'name' | 'displayName' | 'email'>,
  search: string,
): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  return [publisher.name, publisher.displayName, publisher.email, String(publisher.id)].some((value) =>
    value?.toLowerCase().includes(term),
  );
}

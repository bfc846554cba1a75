import type { User } from '@congregacao/shared/contracts/user';
import { matchesSearchTerm } from '@congregacao/shared/search-text';

const DATE_TIME = new Intl.DateTimeFormat('pt-PT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A timestamp as pt-PT date and time (e.g. 21/11/2026, 14:05). */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** Search by username or display name, case- and accent-insensitive. */
export function matchesSearch(user: Pick<User, 'username' | 'displayName'>, search: string): boolean {
  return matchesSearchTerm([user.username, user.displayName], search);
}

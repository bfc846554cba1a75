import { useQuery } from '@tanstack/react-query';
import { OWN_ACCOUNT_QUERY_KEY } from '../../../lib/queries/keys';
import { pathQuery } from '../../../lib/queries/list-query';

/** GET /users/me/{what}: the signed-in person's own records, cached under [...OWN_ACCOUNT_QUERY_KEY, what]. */
export function ownQuery<T>(what: string) {
  const { options } = pathQuery<T>([...OWN_ACCOUNT_QUERY_KEY, what], `/users/me/${what}`);
  return { key: options().queryKey, useRead: () => useQuery(options()) };
}

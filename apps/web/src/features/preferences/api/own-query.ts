import { useQuery } from '@tanstack/react-query';
import { pathQuery } from '../../../lib/queries/list-query';

/** GET /users/me/{what}: the signed-in person's own records, cached under ['users', 'me', what]. */
export function ownQuery<T>(what: string) {
  const { options } = pathQuery<T>(['users', 'me', what], `/users/me/${what}`);
  return { key: options().queryKey, useRead: () => useQuery(options()) };
}

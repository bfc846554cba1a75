import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';

/** A list read whole from `path` under one cache key: its fetch and its query options (route loaders, hooks). */
export function listQuery<T>(queryKey: QueryKey, path: string) {
  const get = (): Promise<T[]> => api.get<T[]>(path);
  return { get, options: () => queryOptions({ queryKey, queryFn: get }) };
}

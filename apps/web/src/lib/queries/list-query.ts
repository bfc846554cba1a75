import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';

/** What `path` answers, read whole under one cache key: its fetch and its query options (route loaders, hooks). */
export function pathQuery<T>(queryKey: QueryKey, path: string) {
  const get = (): Promise<T> => api.get<T>(path);
  return { get, options: () => queryOptions({ queryKey, queryFn: get }) };
}

/** A list read whole from `path` under one cache key. */
export const listQuery = <T>(queryKey: QueryKey, path: string) => pathQuery<T[]>(queryKey, path);

/** One record read from `pathOf(id)`, cached under `[...baseKey, 'one', id]`: its fetch and its query options. */
export function recordQuery<T>(baseKey: QueryKey, pathOf: (id: number) => string) {
  const get = (id: number): Promise<T> => api.get<T>(pathOf(id));
  return { get, options: (id: number) => queryOptions({ queryKey: [...baseKey, 'one', id], queryFn: () => get(id) }) };
}

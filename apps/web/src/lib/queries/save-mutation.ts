import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';

interface SaveCalls<Body, Saved> {
  create: (body: Body) => Promise<Saved>;
  update: (id: number, body: Body) => Promise<Saved>;
}

/** POST `path` creates a record, PUT `path{id}` replaces one. */
export function saveCalls<Body, Saved>(path: string): SaveCalls<Body, Saved> {
  return {
    create: (body) => api.post<Saved>(path, body),
    update: (id, body) => api.put<Saved>(`${path}${id}`, body),
  };
}

/** Create (id null) or update one record; every query under `invalidates` is refreshed afterwards. */
export function useCreateOrUpdate<Body, Saved>(
  id: number | null,
  calls: SaveCalls<Body, Saved>,
  invalidates: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => (id === null ? calls.create(body) : calls.update(id, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
}

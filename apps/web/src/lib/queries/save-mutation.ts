import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

interface SaveCalls<Body, Saved> {
  create: (body: Body) => Promise<Saved>;
  update: (id: number, body: Body) => Promise<Saved>;
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

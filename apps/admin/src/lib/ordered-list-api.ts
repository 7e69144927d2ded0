import type { MoveBody } from '@dukkan/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from './api-client';

/**
 * The calls of an ordered list the back office edits whole (`/banners`, `/categories`): read the list, add (POST) or
 * change (PATCH) an item, move one up or down, delete one. Every change answers the item or the whole list; the list is
 * read again either way.
 */
export function orderedListApi<Item, Body>(path: string) {
  const listQuery = queryOptions({
    queryKey: ['admin', path.slice(1)],
    queryFn: ({ signal }) => adminApi<{ data: Item[] }>(path, { signal }).then((r) => r.data),
  });

  function useListMutation<V, R>(call: (vars: V) => Promise<R>) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: call,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: listQuery.queryKey }),
    });
  }

  return {
    useList: () => useQuery(listQuery),
    useSave: () =>
      useListMutation(({ id, body }: { id: number | null; body: Body }) =>
        adminApi<{ data: Item }>(id === null ? path : `${path}/${id}`, {
          method: id === null ? 'POST' : 'PATCH',
          body,
        }).then((r) => r.data),
      ),
    useMove: () =>
      useListMutation(({ id, direction }: { id: number } & MoveBody) =>
        adminApi<{ data: Item[] }>(`${path}/${id}/move`, { method: 'POST', body: { direction } }),
      ),
    useDelete: () => useListMutation((id: number) => adminApi<{ data: Item[] }>(`${path}/${id}`, { method: 'DELETE' })),
  };
}

import type { AdminCategory, CategoryBody, CategoryUpdate, MoveBody } from '@dukkan/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'categories'],
    queryFn: ({ signal }) => adminApi<{ data: AdminCategory[] }>('/categories', { signal }).then((r) => r.data),
  });

export const useCategories = () => useQuery(categoriesQuery());

/** Every change answers the category or the whole list; the list is read again either way. */
function useCategoryMutation<V, R>(call: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesQuery().queryKey }),
  });
}

export const useSaveCategory = () =>
  useCategoryMutation(({ id, body }: { id: number | null; body: CategoryBody | CategoryUpdate }) =>
    adminApi<{ data: AdminCategory }>(id === null ? '/categories' : `/categories/${id}`, {
      method: id === null ? 'POST' : 'PATCH',
      body,
    }).then((r) => r.data),
  );

export const useMoveCategory = () =>
  useCategoryMutation(({ id, direction }: { id: number } & MoveBody) =>
    adminApi<{ data: AdminCategory[] }>(`/categories/${id}/move`, { method: 'POST', body: { direction } }),
  );

export const useDeleteCategory = () =>
  useCategoryMutation((id: number) => adminApi<{ data: AdminCategory[] }>(`/categories/${id}`, { method: 'DELETE' }));

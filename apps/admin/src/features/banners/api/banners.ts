import type { AdminBanner, BannerUpdate, MoveBody } from '@dukkan/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

export const bannersQuery = () =>
  queryOptions({
    queryKey: ['admin', 'banners'],
    queryFn: ({ signal }) => adminApi<{ data: AdminBanner[] }>('/banners', { signal }).then((r) => r.data),
  });

export const useBanners = () => useQuery(bannersQuery());

/** Every change answers the category or the whole list; the list is read again either way. */
function useBannerMutation<V, R>(call: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersQuery().queryKey }),
  });
}

export const useSaveBanner = () =>
  useBannerMutation(({ id, body }: { id: number | null; body: BannerUpdate & { img: string } }) =>
    adminApi<{ data: AdminBanner }>(id === null ? '/banners' : `/banners/${id}`, {
      method: id === null ? 'POST' : 'PATCH',
      body,
    }).then((r) => r.data),
  );

export const useMoveBanner = () =>
  useBannerMutation(({ id, direction }: { id: number } & MoveBody) =>
    adminApi<{ data: AdminBanner[] }>(`/banners/${id}/move`, { method: 'POST', body: { direction } }),
  );

export const useDeleteBanner = () =>
  useBannerMutation((id: number) => adminApi<{ data: AdminBanner[] }>(`/banners/${id}`, { method: 'DELETE' }));

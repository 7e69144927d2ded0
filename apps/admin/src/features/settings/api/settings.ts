import type { AdminShopSettings, ShopSettingsBodyInput } from '@dukkan/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

export const shopSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'settings'],
    queryFn: ({ signal }) => adminApi<{ data: AdminShopSettings }>('/settings', { signal }).then((r) => r.data),
  });

export const useShopSettings = () => useQuery(shopSettingsQuery());

/**
 * PUT /settings with the whole form; the storefront shows it at once. Settings change what other screens show (the
 * dashboard's low-stock threshold and list, the shop's details on printouts), so every other screen's data is asked
 * for again rather than shown as it was.
 */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopSettingsBodyInput) =>
      adminApi<{ data: AdminShopSettings }>('/settings', { method: 'PUT', body }).then((r) => r.data),
    onSuccess: (saved) => {
      const key = shopSettingsQuery().queryKey;
      queryClient.setQueryData(key, saved);
      return queryClient.invalidateQueries({ predicate: (query) => query.queryKey.join() !== key.join() });
    },
  });
}

import type { Settings } from '@dukkan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

/** GET /settings/shop: the shop's name, address and phone printed on every sheet. */
export const shopSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'settings', 'shop'],
    queryFn: ({ signal }) => adminApi<{ data: Settings }>('/settings/shop', { signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
  });

export const useShopSettings = () => useQuery(shopSettingsQuery());

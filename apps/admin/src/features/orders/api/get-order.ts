import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import type { OrderDetails } from '../../../lib/admin-types';

export const orderQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'details', uuid],
    queryFn: ({ signal }) =>
      adminApi<{ data: OrderDetails }>(`/orders/${encodeURIComponent(uuid)}`, { signal }).then((r) => r.data),
  });

export const useOrder = (uuid: string) => useQuery(orderQuery(uuid));

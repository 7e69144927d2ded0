import type { DataEnvelope, Order } from '@dukkan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api-client';

/** GET /api/client/orders/{uuid}: one of the caller's orders; anyone else's is 404. */
export const orderQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['orders', 'one', uuid],
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiGet<DataEnvelope<Order>>(`/api/client/orders/${encodeURIComponent(uuid)}`, { signal }).then((r) => r.data),
  });

import type { DataEnvelope, OrderStatus } from '@dukkan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/client/status: the order statuses in their order, with ar and en names. */
export const statusesQueryOptions = () =>
  queryOptions({
    queryKey: ['order-statuses'],
    staleTime: 30 * 60_000,
    queryFn: ({ signal }) => apiGet<DataEnvelope<OrderStatus[]>>('/api/client/status', { signal }).then((r) => r.data),
  });

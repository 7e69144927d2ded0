import type { DataEnvelope, Product } from '@dukkan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/client/best-seller?limit= */
export const bestSellersQueryOptions = (limit = 8) =>
  queryOptions({
    queryKey: ['products', 'best-seller', limit],
    queryFn: ({ signal }) =>
      apiGet<DataEnvelope<Product[]>>('/api/client/best-seller', { query: { limit }, signal }).then((r) => r.data),
  });

import type { DataEnvelope, Product } from '@dukkan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/client/latest-products?limit= */
export const latestProductsQueryOptions = (limit = 8) =>
  queryOptions({
    queryKey: ['products', 'latest', limit],
    queryFn: ({ signal }) =>
      apiGet<DataEnvelope<Product[]>>('/api/client/latest-products', { query: { limit }, signal }).then((r) => r.data),
  });

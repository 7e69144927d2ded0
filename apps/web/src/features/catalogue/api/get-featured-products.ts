import type { DataEnvelope, Product } from '@dukkan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/client/featured-products?limit= */
export const featuredProductsQueryOptions = (limit = 8) =>
  queryOptions({
    queryKey: ['products', 'featured', limit],
    queryFn: ({ signal }) =>
      apiGet<DataEnvelope<Product[]>>('/api/client/featured-products', { query: { limit }, signal }).then(
        (r) => r.data,
      ),
  });

import type { DataEnvelope, Product } from '@dukkan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/client/products/{uuid} */
export const productUrl = (uuid: string) => `/api/client/products/${encodeURIComponent(uuid)}`;

export const productQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['product', uuid],
    queryFn: ({ signal }) => apiGet<DataEnvelope<Product>>(productUrl(uuid), { signal }).then((r) => r.data),
  });

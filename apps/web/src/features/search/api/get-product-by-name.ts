import type { Paged, Product } from '@dukkan/contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /api/client/products?specific_name=<name>&limit=1 — picking a suggestion fetches that one product. */
export const getProductByName = (name: string, signal?: AbortSignal) =>
  apiGet<Paged<Product>>('/api/client/products', {
    query: { specific_name: name, limit: 1 },
    ...(signal ? { signal } : {}),
  }).then((r) => r.data[0] ?? null);

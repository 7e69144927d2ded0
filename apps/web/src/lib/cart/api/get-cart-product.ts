import type { DataEnvelope, Product } from '@dukkan/contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /api/client/products/{uuid}: today's product, to put in the cart at today's prices */
export function getCartProduct(uuid: string, signal?: AbortSignal): Promise<Product> {
  return apiGet<DataEnvelope<Product>>(`/api/client/products/${encodeURIComponent(uuid)}`, {
    ...(signal ? { signal } : {}),
  }).then((r) => r.data);
}

import type { DataEnvelope, Product } from '@dukkan/contracts';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/client/products/{uuid}: today's product, to put in the cart at today's prices. `check`: a look the shopper
 * did not ask for (the cart reading its lines again): asked of the server, not of the browser's copy, and a server
 * error is not alerted.
 */
export function getCartProduct(
  uuid: string,
  options: { signal?: AbortSignal; check?: boolean } = {},
): Promise<Product> {
  return apiGet<DataEnvelope<Product>>(`/api/client/products/${encodeURIComponent(uuid)}`, {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.check ? { revalidate: true, background: true } : {}),
  }).then((r) => r.data);
}

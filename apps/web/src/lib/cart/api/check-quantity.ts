import type { CheckQuantityResult } from '@dukkan/contracts';
import { apiGet } from '../../api-client';

/** GET /api/client/products/{uuid}/check-quantity?requested_quantity=N */
export function checkQuantity(uuid: string, requestedQuantity: number, signal?: AbortSignal) {
  return apiGet<CheckQuantityResult>(`/api/client/products/${encodeURIComponent(uuid)}/check-quantity`, {
    query: { requested_quantity: requestedQuantity },
    ...(signal ? { signal } : {}),
  });
}

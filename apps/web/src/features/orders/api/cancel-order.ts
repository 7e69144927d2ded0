import type { Order } from '@dukkan/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /api/client/orders/{uuid}/cancel: the caller cancels their order while it is pending or confirmed. */
export const cancelOrder = (uuid: string) =>
  apiPost<{ data: Order; message: string }>(`/api/client/orders/${encodeURIComponent(uuid)}/cancel`);

import type { ChangeOrderProductBody, Order } from '@dukkan/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /api/client/change-order-product: a pending order's line to a new quantity (0 removes it). */
export const changeOrderProduct = (body: ChangeOrderProductBody) =>
  apiPost<{ data: Order; message: string }>('/api/client/change-order-product', body);

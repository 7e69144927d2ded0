import {
  IDEMPOTENCY_HEADER,
  orderProblemDetailsSchema,
  type Order,
  type OrderProblemDetails,
  type SaleBodyInput,
} from '@dukkan/contracts';
import { ApiError, apiPost } from '../../../lib/api-client';

/** POST /api/client/sales with the attempt's Idempotency-Key; 201 (or 200 for a replayed retry) answers the order. */
export const placeOrder = (body: SaleBodyInput, idempotencyKey: string) =>
  apiPost<{ data: Order; message: string }>('/api/client/sales', body, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

/** The lines and totals a 422 cart_changed / price_changed names, or null for other errors. */
export function orderProblems(error: unknown): OrderProblemDetails | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const parsed = orderProblemDetailsSchema.safeParse(error.body?.details);
  return parsed.success ? parsed.data : null;
}

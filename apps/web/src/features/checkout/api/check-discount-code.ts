import type { DataEnvelope, DiscountCode } from '@dukkan/contracts';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/client/get-code-discount?code=&subtotal= — `subtotal` is the goods after product discounts.
 * A refused code answers 422 with the localized reason in `errors.code`.
 */
export const checkDiscountCode = (code: string, subtotal: number) =>
  apiGet<DataEnvelope<DiscountCode>>('/api/client/get-code-discount', { query: { code, subtotal } }).then(
    (r) => r.data,
  );

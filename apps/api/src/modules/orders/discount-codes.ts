import { type DiscountCode, type MessageCode, fromMilli } from '@dukkan/contracts';
import type { Selectable } from 'kysely';
import type { DiscountCodesTable, OrderRow } from '../../db/schema.js';
import { type CodeTerms, codeDiscountMilli } from '@dukkan/contracts';

export type DiscountCodeRow = Selectable<DiscountCodesTable>;

export interface CodeRejection {
  code: MessageCode;
  params?: Record<string, string | number>;
}

/**
 * The rules a code must pass before it is used, in the order a shopper is told about them:
 * it exists, is active, has started, has not expired, has uses left, the client has uses left, and the
 * goods amount (after product discounts) reaches its minimum. `clientUses` and `goodsMilli` are checked
 * only when known. Placing an order re-checks the counts atomically (see service.ts).
 */
export function checkCode(
  row: DiscountCodeRow | undefined,
  opts: { now: string; clientUses?: number | undefined; goodsMilli?: number | undefined },
): CodeRejection | null {
  if (!row) return { code: 'discount_code_not_found' };
  if (row.is_active !== 1) return { code: 'discount_code_inactive' };
  if (row.starts_at !== null && opts.now < row.starts_at) return { code: 'discount_code_not_started' };
  if (row.expires_at !== null && opts.now >= row.expires_at) return { code: 'discount_code_expired' };
  if (row.max_uses !== null && row.used_count >= row.max_uses) return { code: 'discount_code_used_up' };
  if (row.per_client_limit !== null && opts.clientUses !== undefined && opts.clientUses >= row.per_client_limit) {
    return { code: 'discount_code_client_limit' };
  }
  if (opts.goodsMilli !== undefined && opts.goodsMilli < row.min_order_milli) return minOrderRejection(row);
  return null;
}

/** The code terms an order was placed with (copied onto the order, migration 0011); null without a code. */
export function placedCodeTerms(
  order: Pick<OrderRow, 'code_type' | 'code_value' | 'code_max_discount_milli' | 'code_min_order_milli'>,
): (CodeTerms & { min_order_milli: number }) | null {
  if (order.code_type === null || order.code_value === null) return null;
  return {
    type: order.code_type === 'percent' ? 'percent' : 'amount',
    value: Number(order.code_value),
    max_discount_milli: order.code_max_discount_milli === null ? null : Number(order.code_max_discount_milli),
    min_order_milli: Number(order.code_min_order_milli ?? 0),
  };
}

export function minOrderRejection(row: Pick<DiscountCodeRow, 'min_order_milli'>): CodeRejection {
  return { code: 'discount_code_min_order', params: { min: fromMilli(row.min_order_milli) } };
}

/** Codes are matched without regard to case and surrounding spaces. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

export function toDiscountCode(row: DiscountCodeRow, goodsMilli: number | undefined): DiscountCode {
  const percent = row.type === 'percent';
  return {
    code: row.code,
    type: percent ? 'percent' : 'amount',
    value: percent ? row.value / 100 : fromMilli(row.value),
    max_discount: percent && row.max_discount_milli !== null ? fromMilli(row.max_discount_milli) : null,
    min_order: fromMilli(row.min_order_milli),
    discount: goodsMilli === undefined ? null : fromMilli(codeDiscountMilli(row, goodsMilli)),
    expires_at: row.expires_at,
  };
}

import { fromMilli, percentOf, toMilli, type DiscountCode, type OrderTotals } from '@dukkan/contracts';

/** The unit prices of a cart line the summary needs (the cart's CartItem has them all). */
export interface SummaryLine {
  quantity: number;
  selling_price: number;
  selling_price_after_discount: number;
  selling_price_after_tax: number;
}

export type CodeTerms = Pick<DiscountCode, 'type' | 'value' | 'max_discount' | 'min_order'>;

/** Σ (price after product discount) × quantity, in thousandths: what a code applies to and its minimum is measured on. */
export function goodsMilli(lines: SummaryLine[]): number {
  return lines.reduce((sum, l) => sum + toMilli(l.selling_price_after_discount) * l.quantity, 0);
}

/** True when the goods reach the code's minimum order. */
export function codeApplies(code: CodeTerms, lines: SummaryLine[]): boolean {
  return goodsMilli(lines) >= toMilli(code.min_order);
}

/**
 * What a code takes off the goods, the server's rule (docs/decisions/0007): a percentage of the goods
 * rounded half away from zero and capped by max_discount, or a fixed amount; never more than the goods.
 */
export function codeDiscountMilli(code: CodeTerms, goods: number): number {
  const raw = code.type === 'percent' ? percentOf(goods, Math.round(code.value * 100)) : toMilli(code.value);
  const capped =
    code.type === 'percent' && code.max_discount !== null ? Math.min(raw, toMilli(code.max_discount)) : raw;
  return Math.max(0, Math.min(capped, goods));
}

/**
 * The checkout summary, computed like the server computes an order, on integer thousandths:
 * subtotal before discounts, product discounts, the code's share (of the discounted goods, not changing tax),
 * tax on the discounted prices, the delivery fee, and the total. The server's answer stays the authority.
 */
export function checkoutTotals(lines: SummaryLine[], code: CodeTerms | null, deliveryFee: number): OrderTotals {
  let subtotal = 0;
  let discount = 0;
  let tax = 0;
  for (const l of lines) {
    const price = toMilli(l.selling_price);
    const afterDiscount = toMilli(l.selling_price_after_discount);
    const afterTax = toMilli(l.selling_price_after_tax);
    subtotal += price * l.quantity;
    discount += (price - afterDiscount) * l.quantity;
    tax += (afterTax - afterDiscount) * l.quantity;
  }
  const goods = subtotal - discount;
  const codeDiscount = code && goods >= toMilli(code.min_order) ? codeDiscountMilli(code, goods) : 0;
  const fee = toMilli(deliveryFee);
  return {
    subtotal: fromMilli(subtotal),
    discount: fromMilli(discount),
    code_discount: fromMilli(codeDiscount),
    tax: fromMilli(tax),
    delivery_fee: fromMilli(fee),
    total: fromMilli(subtotal - discount - codeDiscount + tax + fee),
  };
}

/** The goods amount in dinars, as GET get-code-discount takes it in `subtotal`. */
export const goodsAmount = (lines: SummaryLine[]): number => fromMilli(goodsMilli(lines));

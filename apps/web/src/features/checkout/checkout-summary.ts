import {
  codeTermsOf,
  fromMilli,
  goodsMilli,
  lineFromShownPrices,
  orderTotals,
  toMilli,
  totalsInDinars,
  type DiscountCode,
  type OrderTotals,
  type ShownPrices,
} from '@dukkan/contracts';

/** The unit prices of a cart line the summary needs (the cart's CartItem has them all). */
export interface SummaryLine extends ShownPrices {
  quantity: number;
}

export type CodeTerms = Pick<DiscountCode, 'type' | 'value' | 'max_discount' | 'min_order'>;

const goodsOf = (lines: SummaryLine[]) => goodsMilli(lines.map((l) => lineFromShownPrices(l, l.quantity)));

/** True when the goods (after product discounts) reach the code's minimum order. */
export function codeApplies(code: CodeTerms, lines: SummaryLine[]): boolean {
  return goodsOf(lines) >= toMilli(code.min_order);
}

/**
 * The checkout summary, by the same pricing module the API places the order with (@dukkan/contracts'
 * pricing): subtotal before discounts, product discounts, the code's share (of the discounted goods, not
 * changing tax), tax, the delivery fee, and the total. The server's answer stays the authority.
 */
export function checkoutTotals(lines: SummaryLine[], code: CodeTerms | null, deliveryFee: number): OrderTotals {
  const priced = lines.map((l) => lineFromShownPrices(l, l.quantity));
  const terms = code && codeApplies(code, lines) ? codeTermsOf(code) : null;
  return totalsInDinars(orderTotals(priced, terms, toMilli(deliveryFee)));
}

/** The goods amount in dinars, as GET get-code-discount takes it in `subtotal`. */
export const goodsAmount = (lines: SummaryLine[]): number => fromMilli(goodsOf(lines));
